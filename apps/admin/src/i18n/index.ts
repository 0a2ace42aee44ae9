import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LOCALE } from './languages';
import { i18nOptions } from './options';

/** Arabic (and any other right-to-left language) turns the whole page around. */
function applyDirection(language: string): void {
  document.documentElement.lang = language;
  document.documentElement.dir = i18next.dir(language);
}

/** i18next with the options of `./options` (SPEC points 7 and 9). */
export const i18nReady = i18next
  .use(HttpBackend)
  .use(LanguageDetector)
  .use(initReactI18next)
  .init(i18nOptions({ baseUrl: import.meta.env.BASE_URL, mode: import.meta.env.MODE }))
  .then(() => applyDirection(i18next.resolvedLanguage ?? FALLBACK_LOCALE));

i18next.on('languageChanged', applyDirection);

export { i18next };
