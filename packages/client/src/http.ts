import {
  API_TOKEN_HEADER,
  PUBLISHABLE_KEY_HEADER,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '@storedesk/contract';
import { StoredeskError } from './errors.js';
import { encodeQuery } from './query.js';
import {
  DEFAULT_MAX_RETRIES,
  appRetryDelay,
  isAppRetryable,
  randomUuid,
  transportRetryDelay,
} from './retry.js';

export const DEFAULT_BASE_URL = 'http://localhost:9000';
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

export interface StoredeskConfig {
  /** Where the API lives. Default `http://localhost:9000`; `''` means the page's own origin. */
  baseUrl?: string;
  /**
   * Application-level retries (default 0) on no answer, 409 and 5xx, with exponential backoff.
   * Above 0, every POST carries an `Idempotency-Key`, the same for all tries of one call.
   */
  maxRetries?: number;
  /** Sent as `x-publishable-api-key` (selects the store for the store API). */
  publishableApiKey?: string;
  /** A staff user's API token, sent as `x-medusa-access-token`. */
  apiKey?: string;
  /** Sent as `Authorization: Bearer …` with admin calls (`/admin/…`). */
  adminBearerToken?: string;
  /** Sent as `Authorization: Bearer …` with store calls (`/store/…`). */
  storeBearerToken?: string;
  /** Headers sent with every request. */
  customHeaders?: Record<string, string>;
  /** Milliseconds one try may take. None by default. */
  timeout?: number;
  /** A `fetch` to use instead of the global one (other runtimes, instrumentation). */
  fetch?: typeof fetch;
  /** How to wait between retries (default `setTimeout`); tests pass one that records the waits. */
  sleep?: (ms: number) => Promise<void>;
}

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/** Per-call options every resource method accepts as its last argument. */
export interface CallOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Overrides the client's `timeout` for this call. */
  timeout?: number;
  /** Overrides the client's `maxRetries` for this call (e.g. 0 for a read that must not retry). */
  maxRetries?: number;
}

export interface RequestOptions extends CallOptions {
  /** JSON-encoded, or sent as multipart when it is a `FormData`. Only POST and DELETE send it. */
  body?: unknown;
  query?: object;
}

/** Everything one try needs; built once per call, so every retry sends the same thing. */
export interface PreparedRequest {
  method: HttpMethod;
  url: string;
  init: RequestInit;
  signal?: AbortSignal;
  timeout?: number;
  maxRetries: number;
}

/** Only these methods carry a body (the API has no PUT/PATCH). */
const METHODS_WITH_BODY: ReadonlySet<HttpMethod> = new Set(['POST', 'DELETE']);

const defaultSleep = (ms: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, ms));

export class HttpClient {
  private readonly baseUrl: string;
  private adminBearerToken: string | undefined;
  private storeBearerToken: string | undefined;
  private publishableApiKey: string | undefined;

  constructor(private readonly config: StoredeskConfig = {}) {
    this.baseUrl = (config.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
    this.adminBearerToken = config.adminBearerToken;
    this.storeBearerToken = config.storeBearerToken;
    this.publishableApiKey = config.publishableApiKey;
  }

  /** Bearer token for admin calls; `undefined` stops sending one. */
  setAdminToken(token: string | undefined): void {
    this.adminBearerToken = token;
  }

  /** Bearer token for store calls; `undefined` stops sending one. */
  setStoreToken(token: string | undefined): void {
    this.storeBearerToken = token;
  }

  setPublishableKey(key: string | undefined): void {
    this.publishableApiKey = key;
  }

  get<T>(path: string, query?: object, options?: CallOptions): Promise<T> {
    return this.request<T>('GET', path, { ...options, query });
  }

  post<T>(path: string, body?: unknown, options?: CallOptions): Promise<T> {
    return this.request<T>('POST', path, { ...options, body });
  }

  delete<T>(path: string, body?: unknown, options?: CallOptions): Promise<T> {
    return this.request<T>('DELETE', path, { ...options, body });
  }

  /**
   * Sends one API call and resolves with the parsed JSON answer (`undefined` when empty).
   * Application-level retries wrap the transport-level ones (see `retry.ts`).
   */
  async request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
    const prepared = this.prepare(method, path, options);
    for (let retry = 1; ; retry++) {
      try {
        return await this.send<T>(prepared);
      } catch (error) {
        if (!(error instanceof StoredeskError)) throw error;
        if (retry > prepared.maxRetries || !isAppRetryable(error)) throw error;
        await this.pause(appRetryDelay(retry), prepared.signal);
      }
    }
  }

  /** The transport layer: one call's tries of the same request, with its own retry rules. */
  async send<T>(prepared: PreparedRequest): Promise<T> {
    for (let retry = 1; ; retry++) {
      try {
        return await this.attempt<T>(prepared);
      } catch (error) {
        if (!(error instanceof StoredeskError)) throw error;
        const delay = transportRetryDelay(prepared.method, error, retry);
        if (delay === undefined) throw error;
        await this.pause(delay, prepared.signal);
      }
    }
  }

  prepare(method: HttpMethod, path: string, options: RequestOptions = {}): PreparedRequest {
    const query = encodeQuery(options.query);
    const url = `${this.baseUrl}${path}${query ? `?${query}` : ''}`;
    const sendsBody = METHODS_WITH_BODY.has(method) && options.body !== undefined;
    const multipart = sendsBody && isFormData(options.body);
    const maxRetries = Math.max(
      0,
      options.maxRetries ?? this.config.maxRetries ?? DEFAULT_MAX_RETRIES,
    );

    const headers: Record<string, string> = { accept: 'application/json' };
    // FormData: fetch writes the multipart content-type with its boundary.
    if (sendsBody && !multipart) headers['content-type'] = 'application/json';
    if (this.publishableApiKey) headers[PUBLISHABLE_KEY_HEADER] = this.publishableApiKey;
    if (this.config.apiKey) headers[API_TOKEN_HEADER] = this.config.apiKey;
    const bearer = this.bearerFor(path);
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    const xsrf = readCookie(XSRF_COOKIE);
    if (xsrf) headers[XSRF_HEADER] = xsrf;
    if (method === 'POST' && maxRetries > 0) headers[IDEMPOTENCY_KEY_HEADER] = randomUuid();
    Object.assign(headers, this.config.customHeaders, options.headers);

    const init: RequestInit = { method, headers, credentials: 'include' };
    if (sendsBody)
      init.body = multipart ? (options.body as FormData) : JSON.stringify(options.body);
    if (options.signal) init.signal = options.signal;
    const timeout = options.timeout ?? this.config.timeout;
    return {
      method,
      url,
      init,
      maxRetries,
      ...(options.signal ? { signal: options.signal } : {}),
      ...(timeout !== undefined && timeout > 0 ? { timeout } : {}),
    };
  }

  /** One network round trip: fetch, then turn the answer into data or a `StoredeskError`. */
  async attempt<T>(prepared: PreparedRequest): Promise<T> {
    const fetchImpl = this.config.fetch ?? globalThis.fetch;
    const limit = withTimeout(prepared);
    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(prepared.url, limit.init);
      text = await response.text();
    } catch (error) {
      throw toTransportError(error, prepared, limit.timedOut());
    } finally {
      limit.clear();
    }

    if (response.status < 200 || response.status > 299) {
      throw new StoredeskError(`Request failed with status code ${response.status}`, {
        kind: 'response',
        status: response.status,
        body: parseLenient(text),
        headers: headersOf(response),
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
          headers: headersOf(response),
          cause: error,
        },
      );
    }
  }

  /** Admin paths get the admin bearer token, store paths the store one. */
  private bearerFor(path: string): string | undefined {
    if (/^\/admin(\/|$|\?)/.test(path)) return this.adminBearerToken;
    if (/^\/store(\/|$|\?)/.test(path)) return this.storeBearerToken;
    return undefined;
  }

  /** Waits before a retry; stops early (`Request aborted`) when the caller aborts. */
  private async pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
    const sleep = this.config.sleep ?? defaultSleep;
    if (!signal) return sleep(ms);
    const abortedError = () => new StoredeskError('Request aborted', { kind: 'aborted' });
    if (signal.aborted) throw abortedError();
    let onAbort: (() => void) | undefined;
    const aborted = new Promise<never>((_, reject) => {
      onAbort = () => reject(abortedError());
      signal.addEventListener('abort', onAbort, { once: true });
    });
    try {
      await Promise.race([sleep(ms), aborted]);
    } finally {
      if (onAbort) signal.removeEventListener('abort', onAbort);
    }
  }
}

function isFormData(value: unknown): value is FormData {
  return typeof FormData !== 'undefined' && value instanceof FormData;
}

/** The request's init with a timeout signal linked to the caller's, when a timeout is set. */
function withTimeout(prepared: PreparedRequest): {
  init: RequestInit;
  timedOut: () => boolean;
  clear: () => void;
} {
  if (prepared.timeout === undefined) {
    return { init: prepared.init, timedOut: () => false, clear: () => undefined };
  }
  const controller = new AbortController();
  const outer = prepared.signal;
  const follow = () => controller.abort(outer?.reason);
  if (outer?.aborted) follow();
  else outer?.addEventListener('abort', follow, { once: true });
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort();
  }, prepared.timeout);
  return {
    init: { ...prepared.init, signal: controller.signal },
    timedOut: () => expired,
    clear: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', follow);
    },
  };
}

function toTransportError(
  error: unknown,
  prepared: PreparedRequest,
  timedOut: boolean,
): StoredeskError {
  if (timedOut) {
    return new StoredeskError(`timeout of ${prepared.timeout}ms exceeded`, {
      kind: 'timeout',
      cause: error,
    });
  }
  const aborted =
    prepared.signal?.aborted === true || (error instanceof Error && error.name === 'AbortError');
  return aborted
    ? new StoredeskError('Request aborted', { kind: 'aborted', cause: error })
    : new StoredeskError('Network Error', { kind: 'network', cause: error });
}

function headersOf(response: Response): Record<string, string> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name.toLowerCase()] = value;
  });
  return headers;
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
