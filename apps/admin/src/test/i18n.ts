import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/** Every English namespace file, bundled in at build time (no HTTP backend in tests). */
const files = import.meta.glob<Record<string, unknown>>('../../public/locales/en/*.json', {
  eager: true,
  import: 'default',
});

const english = Object.fromEntries(
  Object.entries(files).map(([path, resource]) => [
    path.replace(/^.*\/(.+)\.json$/, '$1'),
    resource,
  ]),
);

/**
 * i18next for component tests: the English resources, initialised synchronously, so components
 * render their real English text without a backend or Suspense. Import it for its side effect.
 */
if (!i18next.isInitialized) {
  void i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    ns: Object.keys(english),
    defaultNS: 'common',
    resources: { en: english },
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    react: { useSuspense: false },
  });
}

export { i18next };
