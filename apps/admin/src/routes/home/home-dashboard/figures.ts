import type { Dashboard, DashboardAmount, DashboardFigures } from '@storedesk/contract';

/**
 * The currency the page leads with: the store's default currency when the period sold in it,
 * else the one with the most sales (now, else before), else the store's default.
 */
export function leadCurrency(dashboard: Dashboard, storeCurrency: string | undefined): string {
  const sold = [...dashboard.current.sales, ...dashboard.previous.sales].map(
    (entry) => entry.currency_code,
  );
  if (storeCurrency && sold.includes(storeCurrency)) return storeCurrency;
  return sold[0] ?? storeCurrency ?? 'usd';
}

/** Every currency the period sold in, the lead one first. */
export function seriesCurrencies(dashboard: Dashboard, lead: string): string[] {
  const codes = new Set([lead, ...dashboard.current.sales.map((entry) => entry.currency_code)]);
  for (const day of dashboard.series) for (const entry of day.sales) codes.add(entry.currency_code);
  return [...codes];
}

/** The amount in `currency` among `amounts`, 0 when there is none. */
export const amountIn = (amounts: readonly DashboardAmount[], currency: string) =>
  amounts.find((entry) => entry.currency_code === currency)?.amount ?? 0;

/** A period's sales, orders and average in `currency` (zeros when it sold nothing there). */
export function salesIn(figures: DashboardFigures, currency: string) {
  const found = figures.sales.find((entry) => entry.currency_code === currency);
  return { amount: found?.amount ?? 0, averageOrderValue: found?.average_order_value ?? 0 };
}

export type Change =
  | { kind: 'up' | 'down'; ratio: number }
  | { kind: 'same' }
  /** Nothing before, something now. */
  | { kind: 'new' }
  /** Nothing before nor now. */
  | { kind: 'none' };

/** How `current` compares with `previous`, as a ratio of `previous` (0.12 is 12 % more). */
export function changeOf(current: number, previous: number): Change {
  if (previous === 0) return current === 0 ? { kind: 'none' } : { kind: 'new' };
  const ratio = (current - previous) / previous;
  if (Math.round(ratio * 100) === 0) return { kind: 'same' };
  return { kind: ratio > 0 ? 'up' : 'down', ratio: Math.abs(ratio) };
}

/**
 * A round number at or above `value` for a chart's top line: 1, 2, 2.5 or 5 × 10ⁿ, or for
 * counts an even whole number (2, 4, 6, 8 × 10ⁿ), so the middle line is a whole number too.
 */
export function niceCeiling(value: number, counts = false): number {
  if (value <= 0) return counts ? 2 : 1;
  const power = counts && value <= 2 ? 1 : 10 ** Math.floor(Math.log10(value));
  const factors = counts ? [2, 4, 6, 8, 10] : [1, 2, 2.5, 5, 10];
  return factors.find((factor) => factor * power >= value)! * power;
}
