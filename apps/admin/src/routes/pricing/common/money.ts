import { isZeroDecimalCurrency } from '@storedesk/react';

/** How many decimals a currency's major unit has here: 0 for krw, jpy, vnd, else 2. */
export const currencyDecimals = (currencyCode: string): number =>
  isZeroDecimalCurrency(currencyCode) ? 0 : 2;

/** The `step` of a price input in the currency: `1` or `0.01`. */
export const currencyStep = (currencyCode: string): string =>
  currencyDecimals(currencyCode) === 0 ? '1' : '0.01';

/**
 * What a person typed (major units: `12.5`, `12,50`, `1000`) as the integer the API stores
 * (minor units: 1250, 1000 for jpy). `undefined` for an empty input; `null` when it is not a
 * price (negative, more decimals than the currency has, not a number).
 */
export function toMinorUnits(input: string, currencyCode: string): number | null | undefined {
  const text = input.trim().replace(',', '.');
  if (text === '') return undefined;
  const decimals = currencyDecimals(currencyCode);
  const pattern = decimals === 0 ? /^\d+$/ : /^(\d+)(?:\.(\d{0,2}))?$|^\.(\d{1,2})$/;
  if (!pattern.test(text)) return null;
  // Whole and fraction digits as integers: no floating-point rounding (0.29 * 100 is 28.999…).
  const [whole = '', fraction = ''] = text.split('.');
  const minor =
    Number(whole || '0') * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0');
  return Number.isSafeInteger(minor) ? minor : null;
}

/** Minor units as the text a price input shows (`1250` in eur is `12.50`, in jpy `1250`). */
export function toMajorUnits(amount: number, currencyCode: string): string {
  const decimals = currencyDecimals(currencyCode);
  if (decimals === 0) return String(amount);
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  const divisor = 10 ** decimals;
  return `${sign}${Math.floor(abs / divisor)}.${String(abs % divisor).padStart(decimals, '0')}`;
}

/** Minor units as display money (`€12.50`, `¥1,250`) in the interface language. */
export function formatMoney(amount: number, currencyCode: string, locale: string): string {
  const decimals = currencyDecimals(currencyCode);
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: currencyCode.toUpperCase(),
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    }).format(amount / 10 ** decimals);
  } catch {
    return `${toMajorUnits(amount, currencyCode)} ${currencyCode.toUpperCase()}`;
  }
}
