import { afterEach, describe, expect, it, vi } from 'vitest';
import { getErrorMessage, StoredeskError } from './errors.js';
import { HttpClient } from './http.js';

function fakeFetch(answer: () => Promise<Response>) {
  return vi.fn<typeof fetch>(() => answer());
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('HttpClient', () => {
  it('sends JSON with credentials and the configured headers', async () => {
    const fetchMock = fakeFetch(async () => Response.json({ ok: true }));
    const http = new HttpClient({
      baseUrl: 'http://api.test/',
      publishableApiKey: 'pk_1',
      apiKey: 'secret',
      customHeaders: { 'x-extra': '1' },
      fetch: fetchMock,
    });

    await expect(
      http.request('POST', '/admin/auth', { body: { a: 1 }, query: { q: 'x' } }),
    ).resolves.toEqual({
      ok: true,
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://api.test/admin/auth?q=x');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"a":1}' });
    expect(init?.headers).toMatchObject({
      'content-type': 'application/json',
      'x-publishable-api-key': 'pk_1',
      'x-medusa-access-token': 'secret',
      'x-extra': '1',
    });
  });

  it('never sends a body with GET', async () => {
    const fetchMock = fakeFetch(async () => Response.json({}));
    await new HttpClient({ fetch: fetchMock }).request('GET', '/admin/store', { body: { a: 1 } });
    expect(fetchMock.mock.calls[0]![0]).toBe('http://localhost:9000/admin/store');
    expect(fetchMock.mock.calls[0]![1]?.body).toBeUndefined();
  });

  it('sends the XSRF-TOKEN cookie back as X-XSRF-TOKEN in a browser', async () => {
    vi.stubGlobal('document', { cookie: 'other=1; XSRF-TOKEN=abc%3D; x=2' });
    const fetchMock = fakeFetch(async () => new Response(null, { status: 200 }));
    await expect(
      new HttpClient({ baseUrl: '', fetch: fetchMock }).request('DELETE', '/admin/auth'),
    ).resolves.toBe(undefined);
    expect(fetchMock.mock.calls[0]![0]).toBe('/admin/auth');
    expect(fetchMock.mock.calls[0]![1]?.headers).toMatchObject({ 'x-xsrf-token': 'abc=' });
  });

  it('resolves undefined for 204', async () => {
    const http = new HttpClient({
      fetch: fakeFetch(async () => new Response(null, { status: 204 })),
    });
    await expect(
      http.request('POST', '/admin/users/password-token', { body: {} }),
    ).resolves.toBeUndefined();
  });

  it('turns an error answer into a StoredeskError carrying the body', async () => {
    const body = { type: 'unauthorized', message: 'Wrong email or password.' };
    const http = new HttpClient({
      fetch: fakeFetch(async () => Response.json(body, { status: 401 })),
    });
    const error = await http.request('POST', '/admin/auth', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoredeskError);
    expect(error).toMatchObject({
      message: 'Request failed with status code 401',
      status: 401,
      type: 'unauthorized',
      body,
    });
    expect(getErrorMessage(error)).toBe('Wrong email or password.');
  });

  it('reports network failures, aborts and bad JSON', async () => {
    const offline = new HttpClient({
      fetch: fakeFetch(() => Promise.reject(new TypeError('fetch failed'))),
    });
    await expect(offline.request('GET', '/health')).rejects.toMatchObject({
      message: 'Network Error',
      kind: 'network',
    });

    const controller = new AbortController();
    controller.abort();
    const aborted = new HttpClient({
      fetch: fakeFetch(() =>
        Promise.reject(new DOMException('The operation was aborted.', 'AbortError')),
      ),
    });
    await expect(
      aborted.request('GET', '/health', { signal: controller.signal }),
    ).rejects.toMatchObject({
      message: 'Request aborted',
      kind: 'aborted',
    });

    const garbled = new HttpClient({
      fetch: fakeFetch(async () => new Response('{nope', { status: 200 })),
    });
    await expect(garbled.request('GET', '/health')).rejects.toMatchObject({
      kind: 'parse',
      status: 200,
    });
  });
});

describe('getErrorMessage', () => {
  it('uses the first entry of a list answer, else a generic sentence', () => {
    const list = new StoredeskError('Request failed with status code 400', {
      kind: 'response',
      status: 400,
      body: [{ message: 'first' }, { message: 'second' }],
    });
    expect(getErrorMessage(list)).toBe('first');
    expect(getErrorMessage(new Error('boom'))).toBe('Something went wrong, Please try again.');
    expect(getErrorMessage(undefined)).toBe('Something went wrong, Please try again.');
  });
});
