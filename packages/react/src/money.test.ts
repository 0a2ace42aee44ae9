import { describe, expect, it } from 'vitest';
import {
  computeAmount,
  computeVariantPrice,
  formatAmount,
  formatVariantPrice,
  getVariantPrice,
  isZeroDecimalCurrency,
} from './money.js';

const usd = { currency_code: 'usd', tax_rate: 10 };
const eur = { currency_code: 'eur', tax_rate: 20 };
const jpy = { currency_code: 'jpy', tax_rate: 10 };
const krw = { currency_code: 'krw', tax_rate: 10 };
const vnd = { currency_code: 'vnd', tax_rate: 10 };

describe('computeAmount', () => {
  it.each([
    ['usd', usd, 1000, 11, 10],
    ['eur', eur, 1250, 15, 12.5],
    ['jpy', jpy, 1000, 1100, 1000],
    ['krw', krw, 5000, 5500, 5000],
    ['vnd', vnd, 15000, 16500, 15000],
  ])('%s: %#', (_name, region, amount, withTax, withoutTax) => {
    expect(computeAmount({ amount, region })).toBe(withTax);
    expect(computeAmount({ amount, region, includeTaxes: true })).toBe(withTax);
    expect(computeAmount({ amount, region, includeTaxes: false })).toBe(withoutTax);
  });

  it('treats currency codes case-insensitively', () => {
    expect(computeAmount({ amount: 1000, region: { currency_code: 'JPY', tax_rate: 0 } })).toBe(
      1000,
    );
    expect(isZeroDecimalCurrency('KRW')).toBe(true);
    expect(isZeroDecimalCurrency('usd')).toBe(false);
    expect(isZeroDecimalCurrency(undefined)).toBe(false);
  });

  it('adds no tax when the region has no rate, or only a currency is given', () => {
    expect(computeAmount({ amount: 1000, region: { currency_code: 'usd' } })).toBe(10);
    expect(computeAmount({ amount: 1000, region: { currency_code: 'usd', tax_rate: null } })).toBe(
      10,
    );
    expect(computeAmount({ amount: 1000, currency_code: 'usd' })).toBe(10);
    expect(computeAmount({ amount: 1000, currency_code: 'jpy' })).toBe(1000);
  });

  it('keeps fractions of a minor unit from the tax', () => {
    expect(computeAmount({ amount: 999, region: { currency_code: 'usd', tax_rate: 7 } })).toBe(
      10.6893,
    );
  });
});

describe('formatAmount', () => {
  it.each([
    ['usd', usd, 1000, '$11.00', '$10.00'],
    ['eur', eur, 1250, '€15.00', '€12.50'],
    ['jpy', jpy, 1000, '¥1,100', '¥1,000'],
    ['krw', krw, 5000, '₩5,500', '₩5,000'],
    ['vnd', vnd, 15000, '₫16,500', '₫15,000'],
  ])('%s in en-US, with and without tax', (_name, region, amount, withTax, withoutTax) => {
    expect(formatAmount({ amount, region })).toBe(withTax);
    expect(formatAmount({ amount, region, includeTaxes: false })).toBe(withoutTax);
  });

  it('formats with a currency code alone (no tax)', () => {
    expect(formatAmount({ amount: 1999, currency_code: 'usd' })).toBe('$19.99');
    expect(formatAmount({ amount: 1999, currency_code: 'JPY' })).toBe('¥1,999');
  });

  it('follows the locale', () => {
    expect(formatAmount({ amount: 1250, region: eur, includeTaxes: false, locale: 'de-DE' })).toBe(
      '12,50\u00a0€',
    );
  });

  it('passes fraction digits through', () => {
    expect(formatAmount({ amount: 1250, currency_code: 'usd', maximumFractionDigits: 0 })).toBe(
      '$13',
    );
    expect(formatAmount({ amount: 999, region: { currency_code: 'usd', tax_rate: 7 } })).toBe(
      '$10.69',
    );
    expect(
      formatAmount({
        amount: 999,
        region: { currency_code: 'usd', tax_rate: 7 },
        minimumFractionDigits: 4,
      }),
    ).toBe('$10.6893');
  });

  it('shows the bare number when there is no currency', () => {
    expect(formatAmount({ amount: 1000 })).toBe('10');
  });
});

describe('variant prices', () => {
  const variant = {
    prices: [
      { currency_code: 'usd', amount: 1000 },
      { currency_code: 'JPY', amount: 1500 },
    ],
  };

  it("picks the price in the region's currency", () => {
    expect(getVariantPrice(variant, usd)).toBe(1000);
    expect(getVariantPrice(variant, jpy)).toBe(1500);
  });

  it('counts a missing price as 0', () => {
    expect(getVariantPrice(variant, eur)).toBe(0);
    expect(getVariantPrice({ prices: [] }, usd)).toBe(0);
    expect(getVariantPrice({}, usd)).toBe(0);
    expect(getVariantPrice(undefined, usd)).toBe(0);
    expect(getVariantPrice(variant, {})).toBe(0);
    expect(getVariantPrice(variant, undefined)).toBe(0);
  });

  it('computes and formats the variant price with and without tax', () => {
    expect(computeVariantPrice({ variant, region: usd })).toBe(11);
    expect(computeVariantPrice({ variant, region: usd, includeTaxes: false })).toBe(10);
    expect(formatVariantPrice({ variant, region: usd })).toBe('$11.00');
    expect(formatVariantPrice({ variant, region: usd, includeTaxes: false })).toBe('$10.00');
    expect(formatVariantPrice({ variant, region: jpy })).toBe('¥1,650');
    expect(formatVariantPrice({ variant, region: eur })).toBe('€0.00');
  });
});
