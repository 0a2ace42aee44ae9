import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  parseMultipart,
  startRecordingServer,
  type RecordingServer,
} from '../test/recording-server.js';
import { getErrorMessage, StoredeskError } from './errors.js';
import { HttpClient, type StoredeskConfig } from './http.js';
import Storedesk from './index.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let server: RecordingServer;
let sleeps: number[];

beforeAll(async () => {
  server = await startRecordingServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  sleeps = [];
  vi.unstubAllGlobals();
});

/** A client on the recording server whose waits are recorded instead of slept. */
function client(config: StoredeskConfig = {}): HttpClient {
  return new HttpClient({
    baseUrl: server.url,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    ...config,
  });
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error as StoredeskError,
  );

describe('request shape', () => {
  it('sends JSON, the configured headers and the encoded query', async () => {
    const http = client({
      baseUrl: `${server.url}/`,
      publishableApiKey: 'pk_1',
      apiKey: 'secret',
      customHeaders: { 'x-extra': '1' },
    });

    await expect(
      http.request('POST', '/admin/products', {
        body: { title: 'Shirt', tags: ['a'] },
        query: { expand: 'variants', created_at: { gt: '2024-01-01' }, id: ['p_1', 'p_2'] },
        headers: { 'x-call': 'yes' },
      }),
    ).resolves.toEqual({ ok: true, method: 'POST', path: '/admin/products' });

    const [sent] = server.requests;
    expect(sent).toMatchObject({
      method: 'POST',
      path: '/admin/products',
      query: 'expand=variants&created_at[gt]=2024-01-01&id[]=p_1&id[]=p_2',
    });
    expect(JSON.parse(sent!.text)).toEqual({ title: 'Shirt', tags: ['a'] });
    expect(sent!.headers).toMatchObject({
      accept: 'application/json',
      'content-type': 'application/json',
      'x-publishable-api-key': 'pk_1',
      'x-medusa-access-token': 'secret',
      'x-extra': '1',
      'x-call': 'yes',
    });
    expect(sent!.headers['idempotency-key']).toBeUndefined();
    expect(http.prepare('GET', '/admin/store').init.credentials).toBe('include');
  });

  it('sends a body only with POST and DELETE, never with GET', async () => {
    const http = client();
    await http.request('GET', '/admin/store', { body: { a: 1 } });
    await http.request('DELETE', '/admin/uploads', { body: { file_key: 'k' } });
    await http.request('POST', '/admin/store', { body: { name: 'x' } });
    await http.request('POST', '/admin/invites/i_1/resend');

    const [get, del, post, empty] = server.requests;
    expect(get).toMatchObject({ method: 'GET', text: '' });
    expect(get!.headers['content-type']).toBeUndefined();
    expect(del).toMatchObject({ method: 'DELETE', text: '{"file_key":"k"}' });
    expect(del!.headers['content-type']).toBe('application/json');
    expect(post).toMatchObject({ method: 'POST', text: '{"name":"x"}' });
    expect(empty).toMatchObject({ method: 'POST', text: '' });
  });

  it('sends the admin bearer token to admin paths and the store one to store paths', async () => {
    const sdk = new Storedesk({
      baseUrl: server.url,
      adminBearerToken: 'admin-jwt',
      storeBearerToken: 'store-jwt',
    });
    await sdk.admin.store.retrieve();
    await sdk.store.carts.retrieve('cart_1');
    sdk.setAdminToken('admin-2');
    sdk.setStoreToken(undefined);
    await sdk.admin.users.list();
    await sdk.store.products.list();
    await sdk.client.request('GET', '/health');

    expect(server.requests.map((r) => [r.path, r.headers.authorization])).toEqual([
      ['/admin/store', 'Bearer admin-jwt'],
      ['/store/carts/cart_1', 'Bearer store-jwt'],
      ['/admin/users', 'Bearer admin-2'],
      ['/store/products', undefined],
      ['/health', undefined],
    ]);
  });

  it('sends the publishable key set later, and per-call headers win', async () => {
    const sdk = new Storedesk({ baseUrl: server.url, storeBearerToken: 't' });
    sdk.setPublishableKey('pk_new');
    await sdk.store.regions.list(undefined, { headers: { authorization: 'Bearer other' } });
    expect(server.requests[0]!.headers).toMatchObject({
      'x-publishable-api-key': 'pk_new',
      authorization: 'Bearer other',
    });
  });

  it('sends the XSRF-TOKEN cookie back as X-XSRF-TOKEN in a browser', async () => {
    vi.stubGlobal('document', { cookie: 'other=1; XSRF-TOKEN=abc%3D; x=2' });
    await client().request('DELETE', '/admin/auth');
    expect(server.requests[0]!.headers['x-xsrf-token']).toBe('abc=');
  });

  it('treats every status from 200 to 299 as success; empty answers resolve undefined', async () => {
    server.enqueue({ status: 204 }, { status: 202, body: { accepted: true } }, { status: 299 });
    const http = client();
    await expect(http.request('POST', '/admin/users/password-token')).resolves.toBeUndefined();
    await expect(http.request('GET', '/admin/batch-jobs')).resolves.toEqual({ accepted: true });
    await expect(http.request('GET', '/admin/batch-jobs')).resolves.toMatchObject({ ok: true });
  });
});

describe('errors (SPEC point 8)', () => {
  it('a non-2xx answer is "Request failed with status code N" carrying type, message, code', async () => {
    const body = { type: 'unauthorized', message: 'Wrong email or password.', code: 'bad_login' };
    server.enqueue({ status: 401, body });
    const error = await failure(client().request('POST', '/admin/auth', { body: {} }));
    expect(error).toBeInstanceOf(StoredeskError);
    expect(error).toMatchObject({
      message: 'Request failed with status code 401',
      kind: 'response',
      status: 401,
      type: 'unauthorized',
      code: 'bad_login',
      body,
    });
    expect(error.response).toMatchObject({ status: 401, data: body });
    expect(getErrorMessage(error)).toBe('Wrong email or password.');
  });

  it('no answer is "Network Error"', async () => {
    server.enqueue('drop');
    await expect(client().request('POST', '/admin/auth', { body: {} })).rejects.toMatchObject({
      message: 'Network Error',
      kind: 'network',
    });
  });

  it('an aborted call is "Request aborted" and is not retried', async () => {
    const controller = new AbortController();
    server.enqueue({ delayMs: 2000 });
    const pending = client({ maxRetries: 3 }).request('GET', '/admin/orders', {
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toMatchObject({ message: 'Request aborted', kind: 'aborted' });
    expect(server.requests).toHaveLength(1);
  });

  it('with a timeout: "timeout of {ms}ms exceeded"; without one, a slow answer still arrives', async () => {
    server.enqueue({ delayMs: 500 });
    await expect(client().request('POST', '/admin/orders', { timeout: 50 })).rejects.toMatchObject({
      message: 'timeout of 50ms exceeded',
      kind: 'timeout',
    });

    server.enqueue({ delayMs: 300 });
    await expect(client().request('POST', '/admin/orders')).resolves.toMatchObject({ ok: true });
  });

  it('unparseable JSON in a 2xx answer raises a parse error', async () => {
    server.enqueue({ raw: '{nope', headers: { 'content-type': 'application/json' } });
    const error = await failure(client().request('GET', '/admin/store'));
    expect(error).toMatchObject({ kind: 'parse', status: 200, body: '{nope' });
    expect(error.message).toMatch(/JSON/);
  });
});

describe('getErrorMessage', () => {
  const withBody = (body: unknown) =>
    new StoredeskError('Request failed with status code 400', {
      kind: 'response',
      status: 400,
      body,
    });

  it('uses the message, the first entry of a list message, else a generic sentence', () => {
    expect(getErrorMessage(withBody({ message: 'Title is required' }))).toBe('Title is required');
    expect(getErrorMessage(withBody({ message: [{ message: 'first' }, { message: 'x' }] }))).toBe(
      'first',
    );
    expect(getErrorMessage(withBody([{ message: 'first' }, { message: 'second' }]))).toBe('first');
    expect(getErrorMessage({ response: { data: { message: 'from axios' } } })).toBe('from axios');
    expect(getErrorMessage(withBody({ type: 'x' }))).toBe(
      'Something went wrong, Please try again.',
    );
    expect(getErrorMessage(new Error('boom'))).toBe('Something went wrong, Please try again.');
    expect(getErrorMessage(undefined)).toBe('Something went wrong, Please try again.');
  });
});

describe('application retries (maxRetries)', () => {
  it('retries a POST on 409, 5xx and no answer with growing backoff and one idempotency key', async () => {
    server.enqueue({ status: 409 }, { status: 503 }, 'drop', { status: 500 });
    await expect(
      client({ maxRetries: 4 }).request('POST', '/admin/orders/o_1/capture', { body: { a: 1 } }),
    ).resolves.toMatchObject({ ok: true });

    expect(server.requests).toHaveLength(5);
    const keys = server.requests.map((r) => r.headers['idempotency-key']);
    expect(keys[0]).toMatch(UUID);
    expect(new Set(keys)).toEqual(new Set([keys[0]]));
    expect(server.requests.every((r) => r.text === '{"a":1}')).toBe(true);
    expect(sleeps).toEqual([500, 1000, 2000, 4000]);
  });

  it('gives up after maxRetries and throws the last error', async () => {
    server.enqueue({ status: 502 }, { status: 502 }, { status: 503, body: { message: 'down' } });
    const error = await failure(client({ maxRetries: 2 }).request('POST', '/admin/notes'));
    expect(error).toMatchObject({ status: 503, message: 'Request failed with status code 503' });
    expect(server.requests).toHaveLength(3);
    expect(sleeps).toEqual([500, 1000]);
  });

  it('each call gets its own idempotency key', async () => {
    const http = client({ maxRetries: 1 });
    await http.request('POST', '/admin/notes');
    await http.request('POST', '/admin/notes');
    const [first, second] = server.requests.map((r) => r.headers['idempotency-key']);
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(first).not.toBe(second);
  });

  it('does not retry by default (maxRetries 0) and sends no idempotency key', async () => {
    server.enqueue({ status: 409 });
    await expect(client().request('POST', '/admin/notes')).rejects.toMatchObject({ status: 409 });
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]!.headers['idempotency-key']).toBeUndefined();
    expect(sleeps).toEqual([]);
  });

  it('does not retry other statuses', async () => {
    for (const status of [400, 401, 404, 422]) server.enqueue({ status });
    const http = client({ maxRetries: 3 });
    for (const status of [400, 401, 404, 422]) {
      await expect(http.request('POST', '/admin/notes')).rejects.toMatchObject({ status });
    }
    expect(server.requests).toHaveLength(4);
  });

  it('sends the idempotency key only with POST', async () => {
    const http = client({ maxRetries: 3 });
    await http.request('GET', '/admin/orders');
    await http.request('DELETE', '/admin/notes/n_1');
    await http.request('POST', '/admin/notes');
    expect(server.requests.map((r) => [r.method, typeof r.headers['idempotency-key']])).toEqual([
      ['GET', 'undefined'],
      ['DELETE', 'undefined'],
      ['POST', 'string'],
    ]);
  });

  it('a call can turn retries off (the analytics config read)', async () => {
    server.enqueue({ status: 503 });
    const sdk = new Storedesk({ baseUrl: server.url, maxRetries: 3, sleep: async () => {} });
    // GET: the transport layer retries 5xx, so a 503 then a 200 still succeeds; a 409 is never
    // retried by the transport layer, and with maxRetries 0 the call fails at once.
    await expect(sdk.admin.analyticsConfigs.retrieve()).resolves.toMatchObject({ ok: true });
    server.reset();
    server.enqueue({ status: 409 });
    await expect(sdk.admin.analyticsConfigs.retrieve()).rejects.toMatchObject({ status: 409 });
    expect(server.requests).toHaveLength(1);
  });

  it('retries a GET on 409 (the transport layer does not)', async () => {
    server.enqueue({ status: 409 });
    await expect(client({ maxRetries: 1 }).request('GET', '/admin/orders')).resolves.toBeTruthy();
    expect(server.requests).toHaveLength(2);
    expect(sleeps).toEqual([500]);
  });
});

describe('transport retries', () => {
  it('retries GET and DELETE up to 3 times on 5xx and 429, waiting 100, 200, 400 ms', async () => {
    server.enqueue({ status: 503 }, { status: 500 }, { status: 429 }, { status: 599 });
    await expect(client().request('GET', '/admin/products')).rejects.toMatchObject({
      status: 599,
    });
    expect(server.requests).toHaveLength(4);
    expect(sleeps).toEqual([100, 200, 400]);

    server.reset();
    sleeps = [];
    server.enqueue({ status: 429 }, { status: 429 }, { status: 502 });
    await expect(client().request('DELETE', '/admin/products/p_1')).resolves.toMatchObject({
      ok: true,
    });
    expect(server.requests.map((r) => r.method)).toEqual(['DELETE', 'DELETE', 'DELETE', 'DELETE']);
    expect(sleeps).toEqual([100, 200, 400]);
  });

  it('retries GET twice when there is no answer', async () => {
    server.enqueue('drop', 'drop', 'drop');
    await expect(client().request('GET', '/admin/products')).rejects.toMatchObject({
      message: 'Network Error',
    });
    expect(server.requests).toHaveLength(3);
    expect(sleeps).toEqual([100, 200]);
  });

  it('never retries a POST', async () => {
    server.enqueue({ status: 503 });
    await expect(client().request('POST', '/admin/products')).rejects.toMatchObject({
      status: 503,
    });
    server.enqueue('drop');
    await expect(client().request('POST', '/admin/products')).rejects.toMatchObject({
      kind: 'network',
    });
    server.enqueue({ status: 429, headers: { 'retry-after': '1' } });
    await expect(client().request('POST', '/admin/products')).rejects.toMatchObject({
      status: 429,
    });
    expect(server.requests).toHaveLength(3);
    expect(sleeps).toEqual([]);
  });

  it('does not retry 4xx other than 429', async () => {
    server.enqueue({ status: 404 });
    await expect(client().request('GET', '/admin/products/x')).rejects.toMatchObject({
      status: 404,
    });
    expect(server.requests).toHaveLength(1);
  });

  it('honours Retry-After in seconds', async () => {
    server.enqueue(
      { status: 429, headers: { 'retry-after': '7' } },
      { status: 503, headers: { 'retry-after': '300' } },
    );
    await expect(client().request('GET', '/admin/products')).resolves.toMatchObject({ ok: true });
    expect(server.requests).toHaveLength(3);
    expect(sleeps).toEqual([7000, 300_000]);
  });

  it('honours Retry-After as an HTTP date', async () => {
    const at = new Date(Date.now() + 120_000).toUTCString();
    server.enqueue({ status: 429, headers: { 'retry-after': at } });
    await expect(client().request('GET', '/admin/products')).resolves.toMatchObject({ ok: true });
    expect(server.requests).toHaveLength(2);
    expect(sleeps).toHaveLength(1);
    // HTTP dates have whole seconds, so the wait is up to a second shorter than asked.
    expect(sleeps[0]).toBeGreaterThan(118_000);
    expect(sleeps[0]).toBeLessThanOrEqual(120_000);
  });

  it('does not retry when Retry-After asks for more than 300000 ms', async () => {
    server.enqueue({ status: 429, headers: { 'retry-after': '301' } });
    await expect(client().request('GET', '/admin/products')).rejects.toMatchObject({
      status: 429,
    });
    const later = new Date(Date.now() + 600_000).toUTCString();
    server.enqueue({ status: 503, headers: { 'retry-after': later } });
    await expect(client().request('GET', '/admin/products')).rejects.toMatchObject({
      status: 503,
    });
    expect(server.requests).toHaveLength(2);
    expect(sleeps).toEqual([]);
  });

  it('runs inside each application try: the layers compose', async () => {
    for (let i = 0; i < 8; i++) server.enqueue({ status: 503 });
    await expect(client({ maxRetries: 1 }).request('GET', '/admin/orders')).rejects.toMatchObject({
      status: 503,
    });
    expect(server.requests).toHaveLength(8);
    expect(sleeps).toEqual([100, 200, 400, 500, 100, 200, 400]);
  });

  it('waits with setTimeout when no sleep is given', async () => {
    server.enqueue({ status: 503 });
    const http = new HttpClient({ baseUrl: server.url });
    const started = Date.now();
    await expect(http.request('GET', '/admin/products')).resolves.toMatchObject({ ok: true });
    expect(Date.now() - started).toBeGreaterThanOrEqual(95);
  });

  it('stops waiting when the caller aborts during a backoff', async () => {
    const controller = new AbortController();
    server.enqueue({ status: 503 });
    const http = new HttpClient({
      baseUrl: server.url,
      sleep: () => new Promise((resolve) => setTimeout(resolve, 10_000)),
    });
    const pending = http.request('GET', '/admin/products', { signal: controller.signal });
    setTimeout(() => controller.abort(), 100);
    await expect(pending).rejects.toMatchObject({ message: 'Request aborted' });
    expect(server.requests).toHaveLength(1);
  });
});

describe('uploads', () => {
  it('sends the files as multipart under the field "files", with fetch setting the boundary', async () => {
    const sdk = new Storedesk({ baseUrl: server.url, adminBearerToken: 'jwt' });
    await sdk.admin.uploads.create([
      new File(['hello'], 'a.txt', { type: 'text/plain' }),
      new File(['{"x":1}'], 'b.json', { type: 'application/json' }),
    ]);
    await sdk.admin.uploads.createProtected(new File(['secret'], 'c.txt', { type: 'text/plain' }));

    const [upload, protectedUpload] = server.requests;
    expect(upload).toMatchObject({ method: 'POST', path: '/admin/uploads' });
    expect(upload!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(upload!.headers.authorization).toBe('Bearer jwt');
    expect(parseMultipart(upload!)).toEqual([
      { name: 'files', filename: 'a.txt', contentType: 'text/plain', content: 'hello' },
      { name: 'files', filename: 'b.json', contentType: 'application/json', content: '{"x":1}' },
    ]);
    expect(protectedUpload).toMatchObject({ method: 'POST', path: '/admin/uploads/protected' });
    expect(parseMultipart(protectedUpload!)).toMatchObject([{ name: 'files', content: 'secret' }]);
  });

  it('sends the same files again on an application retry', async () => {
    server.enqueue({ status: 503 });
    const sdk = new Storedesk({ baseUrl: server.url, maxRetries: 1, sleep: async () => {} });
    await sdk.admin.uploads.create(new Blob(['data'], { type: 'text/plain' }));
    expect(server.requests).toHaveLength(2);
    const [first, second] = server.requests.map((r) => parseMultipart(r));
    expect(first).toEqual(second);
    expect(first).toMatchObject([{ name: 'files', content: 'data' }]);
    expect(server.requests[0]!.headers['idempotency-key']).toBe(
      server.requests[1]!.headers['idempotency-key'],
    );
  });

  it('deletes with a JSON body and asks for a download URL', async () => {
    const sdk = new Storedesk({ baseUrl: server.url });
    await sdk.admin.uploads.delete({ file_key: 'key_1' });
    await sdk.admin.uploads.getPresignedDownloadUrl({ file_key: 'key_1' });
    expect(server.requests.map((r) => [r.method, r.path, r.text])).toEqual([
      ['DELETE', '/admin/uploads', '{"file_key":"key_1"}'],
      ['POST', '/admin/uploads/download-url', '{"file_key":"key_1"}'],
    ]);
  });
});
