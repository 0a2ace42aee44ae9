import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * An i18next instance holding the page's `shop` namespace, made synchronously from the messages
 * the server inlined: server render and hydration read the same words, and the browser loads
 * no translation file.
 */
export function createShopI18n(language: string, messages: Record<string, unknown>): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { shop: messages } },
    ns: ['shop'],
    defaultNS: 'shop',
    initAsync: false,
    returnNull: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}
