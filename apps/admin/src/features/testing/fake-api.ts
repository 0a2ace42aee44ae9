import { Storedesk } from '@storedesk/client';

export interface FakeRequest {
  method: string;
  /** Path and query, e.g. `/admin/batch-jobs?limit=100`. */
  url: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  /** `Date.now()` when the request was made (fake timers move it). */
  at: number;
}

export interface FakeAnswer {
  status?: number;
  body?: unknown;
}

/** Answers a request: a fixed answer, or a function of the request. */
export type FakeRoute = FakeAnswer | ((request: FakeRequest) => FakeAnswer);

/**
 * A Storedesk client whose `fetch` answers from `routes` (keyed `METHOD /path`, no query) and
 * records every request. Unknown routes answer 404, as the server does for missing areas.
 */
export function createFakeApi(routes: Record<string, FakeRoute> = {}) {
  const requests: FakeRequest[] = [];
  const table = { ...routes };

  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://api.test');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request: FakeRequest = {
      method,
      url: `${url.pathname}${url.search}`,
      path: url.pathname,
      query: url.searchParams,
      body,
      at: Date.now(),
    };
    requests.push(request);
    const route = table[`${method} ${url.pathname}`];
    const answer: FakeAnswer =
      route === undefined
        ? { status: 404, body: { type: 'not_found', message: 'Not found' } }
        : typeof route === 'function'
          ? route(request)
          : route;
    return new Response(JSON.stringify(answer.body ?? {}), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };

  const client = new Storedesk({ baseUrl: 'http://api.test', fetch: fetchImpl as typeof fetch });
  return {
    client,
    requests,
    /** Replaces (or adds) the answer of one route. */
    route(key: string, answer: FakeRoute) {
      table[key] = answer;
    },
    calls: (key: string) =>
      requests.filter((request) => `${request.method} ${request.path}` === key),
  };
}

export type FakeApi = ReturnType<typeof createFakeApi>;
