import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Names of ISO countries in the interface language (`Intl.DisplayNames`), sorted as it sorts. */
export interface CountryNames {
  /** The name of an ISO country (`de`), or the fallback (the server's English name). */
  country(iso2: string, fallback?: string): string;
  compare(a: string, b: string): number;
}

/**
 * The BCP 47 language `Intl` needs for an interface language: SPEC point 9 names Tamil `tm`,
 * which `Intl` reads as Turkmen (Tamil is `ta`).
 */
const intlLanguage = (language: string) => {
  const base = (language || 'en').split('-')[0]!;
  return base === 'tm' ? 'ta' : base;
};

/** Country names in the user's language, so the admin needs no country list of its own. */
export function useCountryNames(): CountryNames {
  const { i18n } = useTranslation();
  const language = intlLanguage(i18n.language);
  return useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([language, 'en'], { type: 'region', fallback: 'none' });
    } catch {
      names = null;
    }
    const collator = new Intl.Collator(language, { sensitivity: 'base' });
    return {
      country: (iso2, fallback) => {
        try {
          return names?.of(iso2.toUpperCase()) ?? fallback ?? iso2.toUpperCase();
        } catch {
          return fallback ?? iso2.toUpperCase();
        }
      },
      compare: (a, b) => collator.compare(a, b),
    };
  }, [language]);
}
