import { DASHBOARD_DEFAULT_DAYS, DASHBOARD_MAX_DAYS } from '@storedesk/contract';
import { StoredeskError } from '../../platform/errors.js';

/** A period of whole days in a time zone, both ends included (`YYYY-MM-DD`). */
export interface DayPeriod {
  from: string;
  to: string;
  tz: string;
  days: number;
  /** The period of as many days just before it. */
  previous: { from: string; to: string };
}

const DAY_MS = 86_400_000;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (number: number) => new Date(number * DAY_MS).toISOString().slice(0, 10);

/** `day` moved by `days` (negative: earlier). */
export const addDays = (day: string, days: number) => dayOf(dayNumber(day) + days);

/** The calendar day `now` falls on in `tz`. */
export function todayIn(tz: string, now: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: tz,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((entry) => entry.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

const invalid = (message: string) => new StoredeskError('invalid_data', message);

/**
 * The period a dashboard request asks for: `to` defaults to today in `tz`, `from` to the 30
 * days ending at `to`. A period that ends before it starts or is longer than a year is a 400
 * naming the field.
 */
export function periodOf(
  query: { from?: string | undefined; to?: string | undefined; tz?: string | undefined },
  now: Date,
): DayPeriod {
  const tz = query.tz ?? 'UTC';
  const to = query.to ?? todayIn(tz, now);
  const from = query.from ?? addDays(to, 1 - DASHBOARD_DEFAULT_DAYS);
  const days = dayNumber(to) - dayNumber(from) + 1;
  if (days < 1) throw invalid('from must be on or before to');
  if (days > DASHBOARD_MAX_DAYS) {
    throw invalid(`from must be at most ${DASHBOARD_MAX_DAYS} days before to`);
  }
  return {
    from,
    to,
    tz,
    days,
    previous: { from: addDays(from, -days), to: addDays(from, -1) },
  };
}
