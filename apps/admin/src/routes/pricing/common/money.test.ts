import { describe, expect, it } from 'vitest';
import { currencyStep, formatMoney, toMajorUnits, toMinorUnits } from './money';

describe('toMinorUnits', () => {
  it('turns major units into cents for two-decimal currencies, without float error', () => {
    expect(toMinorUnits('12.5', 'eur')).toBe(1250);
    expect(toMinorUnits('12,50', 'eur')).toBe(1250);
    expect(toMinorUnits('0.29', 'usd')).toBe(29);
    expect(toMinorUnits('.5', 'usd')).toBe(50);
    expect(toMinorUnits(' 1000 ', 'usd')).toBe(100000);
  });

  it('keeps whole units for the zero-decimal currencies krw, jpy and vnd', () => {
    expect(toMinorUnits('1500', 'jpy')).toBe(1500);
    expect(toMinorUnits('25000', 'KRW')).toBe(25000);
    expect(toMinorUnits('99', 'vnd')).toBe(99);
    expect(toMinorUnits('1500.5', 'jpy')).toBeNull();
  });

  it('answers undefined for an empty cell and null for anything that is not a price', () => {
    expect(toMinorUnits('', 'eur')).toBeUndefined();
    expect(toMinorUnits('  ', 'eur')).toBeUndefined();
    expect(toMinorUnits('-1', 'eur')).toBeNull();
    expect(toMinorUnits('1.234', 'eur')).toBeNull();
    expect(toMinorUnits('abc', 'eur')).toBeNull();
    expect(toMinorUnits('1e3', 'eur')).toBeNull();
  });
});

describe('toMajorUnits', () => {
  it('shows minor units as the input text of the currency', () => {
    expect(toMajorUnits(1250, 'eur')).toBe('12.50');
    expect(toMajorUnits(5, 'usd')).toBe('0.05');
    expect(toMajorUnits(1500, 'jpy')).toBe('1500');
  });

  it('round-trips with toMinorUnits', () => {
    for (const [amount, code] of [
      [0, 'eur'],
      [1, 'eur'],
      [123456789, 'usd'],
      [7, 'krw'],
    ] as const) {
      expect(toMinorUnits(toMajorUnits(amount, code), code)).toBe(amount);
    }
  });
});

describe('currencyStep and formatMoney', () => {
  it('steps by a cent, or by one for zero-decimal currencies', () => {
    expect(currencyStep('eur')).toBe('0.01');
    expect(currencyStep('jpy')).toBe('1');
  });

  it('formats minor units as money in the locale', () => {
    expect(formatMoney(1250, 'usd', 'en-US')).toBe('$12.50');
    expect(formatMoney(1500, 'jpy', 'en-US')).toBe('¥1,500');
  });
});
