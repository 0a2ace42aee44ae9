import { describe, expect, it } from 'vitest';
import { StoredeskError } from './errors.js';
import {
  appRetryDelay,
  isAppRetryable,
  parseRetryAfter,
  randomUuid,
  transportRetryDelay,
} from './retry.js';

const answered = (status: number, headers?: Record<string, string>) =>
  new StoredeskError(`Request failed with status code ${status}`, {
    kind: 'response',
    status,
    ...(headers ? { headers } : {}),
  });
const network = new StoredeskError('Network Error', { kind: 'network' });
const timeout = new StoredeskError('timeout of 5ms exceeded', { kind: 'timeout' });
const aborted = new StoredeskError('Request aborted', { kind: 'aborted' });
const parse = new StoredeskError('Unexpected token', { kind: 'parse', status: 200 });

describe('application layer rules', () => {
  it('retries no answer, 409 and every 5xx; nothing else', () => {
    expect(
      [network, timeout, answered(409), answered(500), answered(503), answered(599)].map(
        isAppRetryable,
      ),
    ).toEqual([true, true, true, true, true, true]);
    expect(
      // 422 is a taken value (duplicate_error): asking again gives the same answer.
      [
        aborted,
        parse,
        answered(400),
        answered(404),
        answered(422),
        answered(429),
        answered(600),
      ].map(isAppRetryable),
    ).toEqual([false, false, false, false, false, false, false]);
  });

  it('backs off exponentially from 500 ms, capped at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 10].map(appRetryDelay)).toEqual([
      500, 1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });
});

describe('transport layer rules', () => {
  it('retries GET/HEAD/PUT/OPTIONS/DELETE on 1xx, 429 and 5xx up to 3 times from 100 ms', () => {
    for (const method of ['GET', 'HEAD', 'PUT', 'OPTIONS', 'DELETE']) {
      for (const status of [100, 103, 199, 429, 500, 503, 599]) {
        expect([1, 2, 3, 4].map((n) => transportRetryDelay(method, answered(status), n))).toEqual([
          100,
          200,
          400,
          undefined,
        ]);
      }
    }
  });

  it('never retries POST, nor 409, other 4xx, aborts or parse errors', () => {
    expect(transportRetryDelay('POST', answered(503), 1)).toBeUndefined();
    expect(transportRetryDelay('POST', network, 1)).toBeUndefined();
    for (const status of [400, 401, 404, 409, 422]) {
      expect(transportRetryDelay('GET', answered(status), 1)).toBeUndefined();
    }
    expect(transportRetryDelay('GET', aborted, 1)).toBeUndefined();
    expect(transportRetryDelay('GET', parse, 1)).toBeUndefined();
  });

  it('retries twice without an answer', () => {
    expect([1, 2, 3].map((n) => transportRetryDelay('GET', network, n))).toEqual([
      100,
      200,
      undefined,
    ]);
    expect(transportRetryDelay('DELETE', timeout, 2)).toBe(200);
  });

  it('waits as long as Retry-After asks, up to 300000 ms', () => {
    const now = Date.parse('2025-01-01T00:00:00Z');
    const retry = (value: string) =>
      transportRetryDelay('GET', answered(429, { 'retry-after': value }), 1, now);
    expect(retry('0')).toBe(0);
    expect(retry('2.5')).toBe(2500);
    expect(retry('300')).toBe(300_000);
    expect(retry('301')).toBeUndefined();
    expect(retry('Wed, 01 Jan 2025 00:05:00 GMT')).toBe(300_000);
    expect(retry('Wed, 01 Jan 2025 00:05:01 GMT')).toBeUndefined();
    expect(retry('Tue, 31 Dec 2024 23:00:00 GMT')).toBe(0);
    expect(retry('soon')).toBe(100);
  });

  it('parses Retry-After', () => {
    expect(parseRetryAfter(' 12 ')).toBe(12_000);
    expect(parseRetryAfter('Thu, 01 Jan 1970 00:00:10 GMT', 4000)).toBe(6000);
    expect(parseRetryAfter('-1')).toBeUndefined();
  });
});

describe('randomUuid', () => {
  it('makes v4 UUIDs, also without crypto.randomUUID', () => {
    const v4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(randomUuid()).toMatch(v4);
    // Plain-HTTP pages have crypto.getRandomValues but no crypto.randomUUID.
    Object.defineProperty(globalThis.crypto, 'randomUUID', {
      value: undefined,
      configurable: true,
    });
    try {
      const ids = new Set(Array.from({ length: 50 }, randomUuid));
      expect(ids.size).toBe(50);
      for (const id of ids) expect(id).toMatch(v4);
    } finally {
      delete (globalThis.crypto as { randomUUID?: unknown }).randomUUID;
    }
    expect(randomUuid()).toMatch(v4);
  });
});
