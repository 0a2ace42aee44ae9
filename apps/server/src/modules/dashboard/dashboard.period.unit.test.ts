import { describe, expect, it } from 'vitest';
import { addDays, periodOf, todayIn } from './dashboard.period.js';

describe('periodOf', () => {
  const now = new Date('2030-03-10T23:30:00Z');

  it('defaults to the 30 days up to today in the time zone, and the 30 before', () => {
    expect(periodOf({}, now)).toEqual({
      from: '2030-02-09',
      to: '2030-03-10',
      tz: 'UTC',
      days: 30,
      previous: { from: '2030-01-10', to: '2030-02-08' },
    });
    // Already 11 March in Berlin.
    expect(periodOf({ tz: 'Europe/Berlin' }, now).to).toBe('2030-03-11');
    expect(periodOf({ tz: 'America/Los_Angeles' }, now).to).toBe('2030-03-10');
  });

  it('takes the days given, and a period of one day', () => {
    expect(periodOf({ from: '2030-02-27', to: '2030-03-01' }, now)).toMatchObject({
      days: 3,
      previous: { from: '2030-02-24', to: '2030-02-26' },
    });
    expect(periodOf({ from: '2030-03-01', to: '2030-03-01' }, now)).toMatchObject({
      days: 1,
      previous: { from: '2030-02-28', to: '2030-02-28' },
    });
    expect(periodOf({ to: '2030-01-31' }, now).from).toBe('2030-01-02');
  });

  it('refuses a period that ends before it starts or is longer than a year', () => {
    expect(() => periodOf({ from: '2030-03-11' }, now)).toThrow(/^from must be on or before to$/);
    expect(() => periodOf({ from: '2028-01-01', to: '2028-12-31' }, now)).not.toThrow();
    expect(() => periodOf({ from: '2027-12-31', to: '2028-12-31' }, now)).toThrow(/366 days/);
  });

  it('counts days across month and leap-year ends', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2030-01-01', -1)).toBe('2029-12-31');
    expect(todayIn('Pacific/Kiritimati', now)).toBe('2030-03-11');
  });
});
