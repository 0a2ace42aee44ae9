import { describe, expect, it } from 'vitest';
import { majorToMinor, minorToMajor } from './money';

describe('money in the product forms', () => {
  it('shows minor units as major units with the currency decimals', () => {
    expect(minorToMajor(1999, 'usd')).toBe('19.99');
    expect(minorToMajor(5, 'eur')).toBe('0.05');
    expect(minorToMajor(2000, 'usd')).toBe('20.00');
    expect(minorToMajor(0, 'usd')).toBe('0.00');
  });

  it('leaves zero-decimal currencies (krw, jpy, vnd) as they are', () => {
    expect(minorToMajor(1500, 'jpy')).toBe('1500');
    expect(minorToMajor(25000, 'KRW')).toBe('25000');
    expect(minorToMajor(99000, 'vnd')).toBe('99000');
  });

  it('reads typed major units as minor units without floating-point drift', () => {
    expect(majorToMinor('19.99', 'usd')).toBe(1999);
    expect(majorToMinor('0.29', 'usd')).toBe(29);
    expect(majorToMinor('1.005', 'usd')).toBeNull();
    expect(majorToMinor('20', 'usd')).toBe(2000);
    expect(majorToMinor('20.5', 'usd')).toBe(2050);
    expect(majorToMinor(' 20.50 ', 'usd')).toBe(2050);
    expect(majorToMinor('4.10', 'usd')).toBe(410);
  });

  it('accepts a decimal comma and thousands separators', () => {
    expect(majorToMinor('19,99', 'eur')).toBe(1999);
    expect(majorToMinor('1,299.50', 'usd')).toBe(129950);
    expect(majorToMinor('1.299,50', 'eur')).toBe(129950);
    expect(majorToMinor('1 500', 'usd')).toBe(150000);
    expect(majorToMinor('1,500', 'usd')).toBe(150000);
  });

  it('takes whole amounts only for zero-decimal currencies', () => {
    expect(majorToMinor('1500', 'jpy')).toBe(1500);
    expect(majorToMinor('1500.00', 'jpy')).toBe(1500);
    expect(majorToMinor('1500.5', 'jpy')).toBeNull();
  });

  it('refuses what is not a non-negative amount', () => {
    for (const text of ['', 'abc', '-1', '1.2.3', '1e3', '$5']) {
      expect(majorToMinor(text, 'usd'), text).toBeNull();
    }
  });

  it('round-trips', () => {
    for (const amount of [0, 1, 99, 100, 1999, 123456789]) {
      expect(majorToMinor(minorToMajor(amount, 'usd'), 'usd')).toBe(amount);
      expect(majorToMinor(minorToMajor(amount, 'jpy'), 'jpy')).toBe(amount);
    }
  });
});
