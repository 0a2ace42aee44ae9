/** A rate in percent (19, 7.25) as the interface language writes it: `19 %`, `7,25 %`. */
export function formatPercent(rate: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 3 }).format(
    rate / 100,
  );
}
