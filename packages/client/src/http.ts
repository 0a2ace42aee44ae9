import {
  API_TOKEN_HEADER,
  PUBLISHABLE_KEY_HEADER,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '@storedesk/contract';
import { StoredeskError } from './errors.js';
import { encodeQuery } from './query.js';

export const DEFAULT_BASE_URL = 'http://localhost:9000';

export interface StoredeskConfig {
  /** Where the API lives. Default `http://localhost:9000`; `''` means the page's own origin. */
  baseUrl?: string;
  /** Sent as `x-publishable-api-key` (store API). */
  publishableApiKey?: string;
  /** A staff user's API token, sent as `x-medusa-access-token`. */
  apiKey?: string;
  /** Headers sent with every request. */
  customHeaders?: Record<string, string>;
  /** A `fetch` to use instead of the global one (tests, other runtimes). */
  fetch?: typeof fetch;
}

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/** Per-call options every resource method accepts as its last argument. */
export interface CallOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface RequestOptions extends CallOptions {
  body?: unknown;
  query?: object;
}

/** Everything one attempt needs; built once per call, so a retry can send it again. */
export interface PreparedRequest {
  method: HttpMethod;
  url: string;
  init: RequestInit;
  signal?: AbortSignal;
}

/** Only these methods carry a body (the API has no PUT/PATCH). */
const METHODS_WITH_BODY: ReadonlySet<HttpMethod> = new Set(['POST', 'DELETE']);

export class HttpClient {
  private readonly baseUrl: string;

  constructor(private readonly config: StoredeskConfig = {}) {
    this.baseUrl = (config.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
  }

  /** Sends one API call and resolves with the parsed JSON answer (`undefined` when empty). */
  async request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
    const prepared = this.prepare(method, path, options);
    // A later change wraps this call in the retry policy (idempotency keys, backoff).
    return this.attempt<T>(prepared);
  }

  prepare(method: HttpMethod, path: string, options: RequestOptions = {}): PreparedRequest {
    const query = encodeQuery(options.query);
    const url = `${this.baseUrl}${path}${query ? `?${query}` : ''}`;
    const sendsBody = METHODS_WITH_BODY.has(method) && options.body !== undefined;

    const headers: Record<string, string> = { accept: 'application/json' };
    if (sendsBody) headers['content-type'] = 'application/json';
    if (this.config.publishableApiKey)
      headers[PUBLISHABLE_KEY_HEADER] = this.config.publishableApiKey;
    if (this.config.apiKey) headers[API_TOKEN_HEADER] = this.config.apiKey;
    const xsrf = readCookie(XSRF_COOKIE);
    if (xsrf) headers[XSRF_HEADER] = xsrf;
    Object.assign(headers, this.config.customHeaders, options.headers);

    const init: RequestInit = { method, headers, credentials: 'include' };
    if (sendsBody) init.body = JSON.stringify(options.body);
    if (options.signal) init.signal = options.signal;
    return { method, url, init, ...(options.signal ? { signal: options.signal } : {}) };
  }

  /** One network round trip: fetch, then turn the answer into data or a `StoredeskError`. */
  async attempt<T>(prepared: PreparedRequest): Promise<T> {
    const fetchImpl = this.config.fetch ?? globalThis.fetch;
    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(prepared.url, prepared.init);
      text = await response.text();
    } catch (error) {
      throw toTransportError(error, prepared.signal);
    }

    if (!response.ok) {
      throw new StoredeskError(`Request failed with status code ${response.status}`, {
        kind: 'response',
        status: response.status,
        body: parseLenient(text),
      });
    }
    if (text.trim() === '') return undefined as T;
    try {
      return JSON.parse(text) as T;
    } catch (error) {
      throw new StoredeskError(
        error instanceof Error ? error.message : 'Invalid JSON in response',
        {
          kind: 'parse',
          status: response.status,
          body: text,
          cause: error,
        },
      );
    }
  }
}

function toTransportError(error: unknown, signal: AbortSignal | undefined): StoredeskError {
  const aborted =
    signal?.aborted === true || (error instanceof Error && error.name === 'AbortError');
  return aborted
    ? new StoredeskError('Request aborted', { kind: 'aborted', cause: error })
    : new StoredeskError('Network Error', { kind: 'network', cause: error });
}

/** Error answers are usually `{ type, message }`; keep the raw text when they are not JSON. */
function parseLenient(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Reads a cookie in a browser; always `undefined` elsewhere (Node has no `document`). */
function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined' || typeof document.cookie !== 'string') return undefined;
  for (const part of document.cookie.split(';')) {
    const index = part.indexOf('=');
    if (index === -1) continue;
    if (part.slice(0, index).trim() === name) {
      const value = part.slice(index + 1).trim();
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return undefined;
}
