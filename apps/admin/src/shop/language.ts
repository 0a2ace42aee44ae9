import { FALLBACK_LOCALE, LOCALES, type Locale } from '@/i18n/languages';

/**
 * The shop's language from the browser's Accept-Language header: the most wanted language the
 * shop is translated into (regional codes cut to the base language, as the admin's detector
 * does), English when none is.
 */
export function pickLanguage(acceptLanguage: string | undefined): Locale {
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { language: tag.split('-')[0]!.toLowerCase(), weight, index };
    })
    .filter((entry) => entry.language && Number.isFinite(entry.weight) && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  const found = wanted.find((entry) => (LOCALES as readonly string[]).includes(entry.language));
  return (found?.language as Locale | undefined) ?? FALLBACK_LOCALE;
}

/** Arabic reads right to left; the other shop languages left to right. */
export const direction = (language: string): 'ltr' | 'rtl' => (language === 'ar' ? 'rtl' : 'ltr');
