import { describe, expect, it } from 'vitest';
import { parseRate } from './tax-rate-form';

describe('parseRate', () => {
  it('reads an empty rate as "the region rate" and a number as a percentage', () => {
    expect(parseRate('')).toBeNull();
    expect(parseRate('  ')).toBeNull();
    expect(parseRate('19')).toBe(19);
    expect(parseRate('7.25')).toBe(7.25);
    expect(parseRate('7,125')).toBe(7.125);
    expect(parseRate('100')).toBe(100);
    expect(parseRate('0')).toBe(0);
  });

  it('refuses what the server would refuse: more than three decimals, over 100, signs, words', () => {
    for (const text of ['7.1234', '100.5', '101', '-1', 'abc', '1e2', '19%']) {
      expect(parseRate(text), text).toBeUndefined();
    }
  });
});
