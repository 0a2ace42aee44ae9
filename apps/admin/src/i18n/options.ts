import type { InitOptions } from 'i18next';
import type { HttpBackendOptions } from 'i18next-http-backend';
import { FALLBACK_LOCALE, LANGUAGE_STORAGE_KEY, LOCALES } from './languages';

/**
 * Where the translations are read: SPEC point 7's `{base}public/locales/{lng}/{ns}.json`, so
 * `/app/public/locales/en/common.json`. The files live in `apps/admin/public/locales/`; Vite
 * (dev and preview) and the server (`apps/server/src/platform/spa.ts`) answer this address with
 * them, as well as the build's own `/app/locales/...`.
 */
export const localesLoadPath = (baseUrl: string): string =>
  `${baseUrl}public/locales/{{lng}}/{{ns}}.json`;

/**
 * i18next as SPEC point 9 sets it: lazy JSON per language and namespace, fallback en, only the
 * current language loaded, regional codes cut to the base language, the detected language cached
 * in localStorage, no escaping on interpolation (React escapes), no null values, loading retried
 * 5 times from 350 ms with at most 10 reads in parallel, and debug logging on, except under test
 * (`mode` 'test'), where it would bury the test output.
 */
export function i18nOptions({
  baseUrl,
  mode,
}: {
  baseUrl: string;
  mode: string;
}): InitOptions<HttpBackendOptions> {
  return {
    supportedLngs: [...LOCALES],
    fallbackLng: FALLBACK_LOCALE,
    load: 'languageOnly',
    nonExplicitSupportedLngs: true,
    ns: ['common'],
    defaultNS: 'common',
    fallbackNS: 'common',
    debug: mode !== 'test',
    returnNull: false,
    interpolation: { escapeValue: false },
    maxRetries: 5,
    retryTimeout: 350,
    maxParallelReads: 10,
    backend: { loadPath: localesLoadPath(baseUrl) },
    detection: {
      order: ['localStorage', 'navigator', 'htmlTag'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: ['localStorage'],
      convertDetectedLanguage: (language: string) => language.split('-')[0]!.toLowerCase(),
    },
    react: { useSuspense: true },
  };
}
