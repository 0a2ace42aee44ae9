import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LOCALE, LANGUAGE_STORAGE_KEY, LOCALES } from './languages';

/** Arabic (and any other right-to-left language) turns the whole page around. */
function applyDirection(language: string): void {
  document.documentElement.lang = language;
  document.documentElement.dir = i18next.dir(language);
}

/**
 * i18next as SPEC point 9 sets it: lazy JSON per language and namespace from
 * `{base}locales/{lng}/{ns}.json`, fallback en, only the current language loaded, regional codes
 * cut to the base language, the detected language cached in localStorage, no escaping on
 * interpolation (React escapes), no null values, and loading retried 5 times from 350 ms with
 * at most 10 reads in parallel.
 */
export const i18nReady = i18next
  .use(HttpBackend)
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    supportedLngs: LOCALES,
    fallbackLng: FALLBACK_LOCALE,
    load: 'languageOnly',
    nonExplicitSupportedLngs: true,
    ns: ['common'],
    defaultNS: 'common',
    fallbackNS: 'common',
    debug: import.meta.env.DEV,
    returnNull: false,
    interpolation: { escapeValue: false },
    maxRetries: 5,
    retryTimeout: 350,
    maxParallelReads: 10,
    backend: { loadPath: `${import.meta.env.BASE_URL}locales/{{lng}}/{{ns}}.json` },
    detection: {
      order: ['localStorage', 'navigator', 'htmlTag'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: ['localStorage'],
      convertDetectedLanguage: (language: string) => language.split('-')[0]!.toLowerCase(),
    },
    react: { useSuspense: true },
  })
  .then(() => applyDirection(i18next.resolvedLanguage ?? FALLBACK_LOCALE));

i18next.on('languageChanged', applyDirection);

export { i18next };
