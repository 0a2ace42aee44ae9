import type { StoredeskError } from './errors.js';

/**
 * The two retry layers of SPEC point 7, as pure rules; `HttpClient` applies them.
 *
 * - Application layer (outer): `maxRetries` (default 0) more tries of the whole call when there
 *   was no answer, or the answer was 409 or 5xx; exponential backoff. Any method; POSTs then carry
 *   one `Idempotency-Key` for all tries.
 * - Transport layer (inner, always on): for GET/HEAD/PUT/OPTIONS/DELETE, up to 3 more tries on
 *   1xx, 429 and 5xx and up to 2 when there was no answer; backoff 100, 200, 400 ms, or the
 *   answer's `Retry-After` when it asks for 300 000 ms or less (when it asks for more: no retry).
 */

/** Default `maxRetries` for the application layer. */
export const DEFAULT_MAX_RETRIES = 0;
/** First application-layer backoff; each further retry waits twice as long. */
export const APP_RETRY_BASE_DELAY_MS = 500;
/** Application-layer backoff never grows beyond this. */
export const APP_RETRY_MAX_DELAY_MS = 30_000;

export const TRANSPORT_RETRIES = 3;
export const TRANSPORT_NO_RESPONSE_RETRIES = 2;
export const TRANSPORT_RETRY_BASE_DELAY_MS = 100;
export const MAX_RETRY_AFTER_MS = 300_000;
export const TRANSPORT_RETRY_METHODS: ReadonlySet<string> = new Set([
  'GET',
  'HEAD',
  'PUT',
  'OPTIONS',
  'DELETE',
]);

/** No answer at all: the connection failed or a configured timeout passed. */
function noAnswer(error: StoredeskError): boolean {
  return error.kind === 'network' || error.kind === 'timeout';
}

/** Whether the application layer tries a failed call again. */
export function isAppRetryable(error: StoredeskError): boolean {
  if (noAnswer(error)) return true;
  if (error.kind !== 'response' || error.status === undefined) return false;
  return error.status === 409 || (error.status >= 500 && error.status <= 599);
}

/** Wait before application-layer retry number `retry` (1-based): 500, 1000, 2000, ... ms. */
export function appRetryDelay(retry: number): number {
  return Math.min(APP_RETRY_BASE_DELAY_MS * 2 ** (retry - 1), APP_RETRY_MAX_DELAY_MS);
}

function transportRetryableStatus(status: number): boolean {
  return (status >= 100 && status <= 199) || status === 429 || (status >= 500 && status <= 599);
}

/**
 * The wait before transport retry number `retry` (1-based) after `error`, or `undefined` when the
 * transport layer must not retry. `now` is the clock used for an HTTP-date `Retry-After`.
 */
export function transportRetryDelay(
  method: string,
  error: StoredeskError,
  retry: number,
  now: number = Date.now(),
): number | undefined {
  if (!TRANSPORT_RETRY_METHODS.has(method.toUpperCase())) return undefined;
  if (noAnswer(error)) {
    return retry <= TRANSPORT_NO_RESPONSE_RETRIES ? backoff(retry) : undefined;
  }
  if (error.kind !== 'response' || error.status === undefined) return undefined;
  if (!transportRetryableStatus(error.status) || retry > TRANSPORT_RETRIES) return undefined;
  const header = error.headers?.['retry-after'];
  if (header === undefined) return backoff(retry);
  const asked = parseRetryAfter(header, now);
  if (asked === undefined) return backoff(retry);
  return asked <= MAX_RETRY_AFTER_MS ? asked : undefined;
}

function backoff(retry: number): number {
  return TRANSPORT_RETRY_BASE_DELAY_MS * 2 ** (retry - 1);
}

/**
 * `Retry-After` in milliseconds: either delay-seconds (`120`) or an HTTP date (a date in the past
 * means now). `undefined` when the value is neither.
 */
export function parseRetryAfter(value: string, now: number = Date.now()): number | undefined {
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  // An HTTP date names its day and month (`Wed, 21 Oct 2015 07:28:00 GMT`); V8 would also read
  // `-1` as a date.
  const date = /[a-z]{3}/i.test(trimmed) ? Date.parse(trimmed) : Number.NaN;
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}

/** A v4 UUID for `Idempotency-Key`, also where `crypto.randomUUID` is missing (plain-HTTP pages). */
export function randomUuid(): string {
  const webCrypto = globalThis.crypto;
  if (typeof webCrypto.randomUUID === 'function') return webCrypto.randomUUID();
  const bytes = webCrypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
