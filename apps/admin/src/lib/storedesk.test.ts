import { Storedesk } from '@storedesk/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_CLIENT_CONFIG, storedesk } from './storedesk';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('the admin API client', () => {
  it('retries a call 3 times (SPEC point 7), every try of a POST with the same idempotency key', async () => {
    const fetch = vi.fn(async () => json(409, { type: 'conflict', message: 'busy' }));
    const client = new Storedesk({ ...ADMIN_CLIENT_CONFIG, fetch, sleep: async () => {} });
    await expect(client.client.post('/admin/notes', { value: 'a' })).rejects.toMatchObject({
      status: 409,
    });
    expect(fetch).toHaveBeenCalledTimes(4);
    const keys = fetch.mock.calls.map((call) =>
      new Headers((call as unknown as [string, RequestInit])[1].headers).get('idempotency-key'),
    );
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('is the instance the app uses: same origin, and its POSTs carry an idempotency key', async () => {
    const fetch = vi.fn(async () => json(200, { user: { id: 'usr_1' } }));
    vi.stubGlobal('fetch', fetch);
    await storedesk.client.post('/admin/auth', { email: 'a@b.co', password: 'secret1' });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/admin/auth');
    expect(new Headers(init.headers).get('idempotency-key')).toBeTruthy();
  });
});
