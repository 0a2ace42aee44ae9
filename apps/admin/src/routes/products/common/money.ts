import { isZeroDecimalCurrency } from '@storedesk/react';

/** How many digits a currency has after the decimal point: 0 for krw, jpy and vnd, else 2. */
export function currencyDecimals(currencyCode: string): number {
  return isZeroDecimalCurrency(currencyCode) ? 0 : 2;
}

/** An amount in minor units (1999) as the text a person edits in major units ("19.99"). */
export function minorToMajor(amount: number, currencyCode: string): string {
  const decimals = currencyDecimals(currencyCode);
  if (decimals === 0) return String(amount);
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  const unit = 10 ** decimals;
  const whole = Math.floor(abs / unit);
  const fraction = String(abs % unit).padStart(decimals, '0');
  return `${sign}${whole}.${fraction}`;
}

/**
 * Text in major units ("19.99", "19,99", "1,299.5", "1 500") as minor units (1999), or `null`
 * when it is not a non-negative amount with at most the currency's decimals. Worked out on the
 * digits, never through floating point.
 */
export function majorToMinor(text: string, currencyCode: string): number | null {
  const decimals = currencyDecimals(currencyCode);
  let value = text.trim().replace(/[\s\u00a0']/g, '');
  if (value === '') return null;
  if (value.includes(',') && value.includes('.')) {
    // The later separator is the decimal one; the other groups thousands.
    value =
      value.lastIndexOf(',') > value.lastIndexOf('.')
        ? value.replace(/\./g, '').replace(',', '.')
        : value.replace(/,/g, '');
  } else if (value.includes(',')) {
    const parts = value.split(',');
    // "19,99" is a decimal comma; "1,500" (three digits after each comma) groups thousands.
    value = parts.length === 2 && parts[1]!.length !== 3 ? parts.join('.') : parts.join('');
  }
  const match = /^(\d+)(?:\.(\d*))?$/.exec(value);
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.replace(/0+$/, '').length > decimals) return null;
  const digits = `${match[1]}${fraction.padEnd(decimals, '0').slice(0, decimals)}`;
  const minor = Number(digits);
  return Number.isSafeInteger(minor) ? minor : null;
}
