import { describe, expect, it } from 'vitest';
import { changeOf, niceCeiling } from './figures';
import { dashboardQuery, isValidRange, parsePeriod, periodSearch } from './period';

const parse = (search: string) => parsePeriod(new URLSearchParams(search));

describe('the period in the URL', () => {
  it('reads presets and custom days, and falls back to 30 days', () => {
    expect(parse('')).toEqual({ preset: 30 });
    expect(parse('period=7d')).toEqual({ preset: 7 });
    expect(parse('period=90d')).toEqual({ preset: 90 });
    expect(parse('period=12d')).toEqual({ preset: 30 });
    expect(parse('from=2030-01-01&to=2030-01-31')).toEqual({
      from: '2030-01-01',
      to: '2030-01-31',
    });
    // Backwards, impossible or longer than a year: the default.
    expect(parse('from=2030-02-01&to=2030-01-31')).toEqual({ preset: 30 });
    expect(parse('from=2030-02-30&to=2030-03-31')).toEqual({ preset: 30 });
    expect(parse('from=2028-01-01&to=2029-01-01')).toEqual({ preset: 30 });
    expect(isValidRange('2028-01-01', '2028-12-31')).toBe(true);
  });

  it('writes only what differs from the default', () => {
    expect(periodSearch({ preset: 30 })).toEqual({});
    expect(periodSearch({ preset: 7 })).toEqual({ period: '7d' });
    expect(periodSearch({ from: '2030-01-01', to: '2030-01-02' })).toEqual({
      from: '2030-01-01',
      to: '2030-01-02',
    });
  });

  it('asks for the days up to today in the time zone', () => {
    const now = new Date('2030-03-10T23:30:00Z');
    expect(dashboardQuery({ preset: 7 }, 'Europe/Berlin', now)).toEqual({
      from: '2030-03-05',
      to: '2030-03-11',
      tz: 'Europe/Berlin',
    });
    expect(dashboardQuery({ from: '2030-01-01', to: '2030-01-02' }, 'UTC', now)).toEqual({
      from: '2030-01-01',
      to: '2030-01-02',
      tz: 'UTC',
    });
  });
});

describe('figures', () => {
  it('compares with the period before', () => {
    expect(changeOf(112, 100)).toEqual({ kind: 'up', ratio: 0.12 });
    expect(changeOf(75, 100)).toEqual({ kind: 'down', ratio: 0.25 });
    expect(changeOf(1002, 1000)).toEqual({ kind: 'same' });
    expect(changeOf(5, 0)).toEqual({ kind: 'new' });
    expect(changeOf(0, 0)).toEqual({ kind: 'none' });
  });

  it('rounds a chart’s top up to a round number', () => {
    expect([0, 3, 7, 12, 24, 26, 480, 123_450].map((value) => niceCeiling(value))).toEqual([
      1, 5, 10, 20, 25, 50, 500, 200_000,
    ]);
    // Counts: even whole numbers, so the middle line is whole too.
    expect([0, 1, 2, 3, 5, 7, 9, 12, 35].map((value) => niceCeiling(value, true))).toEqual([
      2, 2, 2, 4, 6, 8, 10, 20, 40,
    ]);
  });
});
