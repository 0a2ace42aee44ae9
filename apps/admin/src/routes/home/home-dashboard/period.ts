import { DASHBOARD_MAX_DAYS, isTimeZone, type AdminGetDashboardParams } from '@storedesk/contract';

/**
 * The home page's period as its URL keeps it: `?period=7d` (or 90d; 30 days without a
 * parameter), or a custom `?from=2030-01-01&to=2030-01-31`. Days are the user's own: the
 * browser's time zone decides where they begin.
 */

export const PRESETS = [7, 30, 90] as const;
export type Preset = (typeof PRESETS)[number];
export const DEFAULT_PRESET: Preset = 30;

export type PeriodChoice = { preset: Preset } | { from: string; to: string };

const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** `day` moved by `days` (negative: earlier). */
export const addDays = (day: string, days: number) =>
  new Date((dayNumber(day) + days) * DAY_MS).toISOString().slice(0, 10);

/** Days from `from` to `to`, both counted. */
export const daysBetween = (from: string, to: string) => dayNumber(to) - dayNumber(from) + 1;

const isDay = (value: string | null): value is string =>
  value !== null &&
  DAY.test(value) &&
  !Number.isNaN(dayNumber(value)) &&
  addDays(value, 0) === value;

/** Whether `from`–`to` is a period the server answers: in order, at most a year. */
export function isValidRange(from: string, to: string): boolean {
  if (!isDay(from) || !isDay(to)) return false;
  const days = daysBetween(from, to);
  return days >= 1 && days <= DASHBOARD_MAX_DAYS;
}

/** The period the URL names; anything it does not understand is the default 30 days. */
export function parsePeriod(search: URLSearchParams): PeriodChoice {
  const from = search.get('from');
  const to = search.get('to');
  if (isDay(from) && isDay(to) && isValidRange(from, to)) return { from, to };
  const preset = Number(/^(\d+)d$/.exec(search.get('period') ?? '')?.[1]);
  return {
    preset: (PRESETS as readonly number[]).includes(preset) ? (preset as Preset) : DEFAULT_PRESET,
  };
}

/** The URL's parameters for a period (none for the default). */
export function periodSearch(choice: PeriodChoice): Record<string, string> {
  if ('from' in choice) return { from: choice.from, to: choice.to };
  return choice.preset === DEFAULT_PRESET ? {} : { period: `${choice.preset}d` };
}

/** The browser's IANA time zone, or UTC when it has none the server would take. */
export function browserTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : 'UTC';
}

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

/** The days a choice covers, for the request and the page's texts. */
export function periodRange(choice: PeriodChoice, tz: string, now: Date) {
  if ('from' in choice) return { from: choice.from, to: choice.to };
  const to = todayIn(tz, now);
  return { from: addDays(to, 1 - choice.preset), to };
}

/** What the page asks the server for. */
export function dashboardQuery(
  choice: PeriodChoice,
  tz: string,
  now: Date,
): AdminGetDashboardParams {
  return { ...periodRange(choice, tz, now), tz };
}
