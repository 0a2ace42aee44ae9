import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The BCP 47 language for `Intl` of an interface language. SPEC point 9 names Tamil `tm`, which
 * `Intl` reads as Turkmen: Tamil's own code is `ta`.
 */
export function intlLanguage(language: string): string {
  const base = (language || 'en').split('-')[0]!;
  return base === 'tm' ? 'ta' : base;
}

export interface DisplayNames {
  /** The name of an ISO country (`de`) in the interface language, or the fallback. */
  country(iso2: string, fallback?: string): string;
  /** The name of an ISO currency (`eur`) in the interface language, or the fallback. */
  currency(code: string, fallback?: string): string;
  /** Sorts names as the interface language does. */
  compare(a: string, b: string): number;
}

function names(language: string, type: 'region' | 'currency'): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([language, 'en'], { type, fallback: 'none' });
  } catch {
    return null;
  }
}

/**
 * Country and currency names in the user's language (`Intl.DisplayNames`), so the admin needs
 * no translation tables of its own; the server's English name is the fallback.
 */
export function useDisplayNames(): DisplayNames {
  const { i18n } = useTranslation();
  const language = intlLanguage(i18n.language);
  return useMemo(() => {
    const regions = names(language, 'region');
    const currencies = names(language, 'currency');
    const collator = new Intl.Collator(language, { sensitivity: 'base' });
    const of = (source: Intl.DisplayNames | null, code: string) => {
      try {
        return source?.of(code.toUpperCase());
      } catch {
        return undefined;
      }
    };
    return {
      country: (iso2, fallback) => of(regions, iso2) ?? fallback ?? iso2.toUpperCase(),
      currency: (code, fallback) => of(currencies, code) ?? fallback ?? code.toUpperCase(),
      compare: (a, b) => collator.compare(a, b),
    };
  }, [language]);
}
