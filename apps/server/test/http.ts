import { XSRF_COOKIE } from '@storedesk/contract';
import { connect } from 'node:net';
import { Agent, fetch as fetchFrom } from 'undici';

export interface TestResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/** Connections from one local address, e.g. `127.0.0.7` (the server sees it as `request.ip`). */
const agents = new Map<string, Agent>();
function agentFrom(localAddress: string): Agent {
  let agent = agents.get(localAddress);
  if (!agent) {
    // A connector of our own: undici's default one does not pass `localAddress` on.
    agent = new Agent({
      connect(options, done) {
        const socket = connect({
          host: options.hostname,
          port: Number(options.port),
          localAddress,
        });
        socket
          .once('connect', () => done(null, socket))
          .once('error', (error) => done(error, null));
      },
    });
    agents.set(localAddress, agent);
  }
  return agent;
}

/**
 * A minimal browser stand-in over real HTTP: keeps cookies between calls and, like the
 * dashboard, echoes the XSRF-TOKEN cookie in X-XSRF-TOKEN on writes (unless told not to).
 * Given a `localAddress` (any 127.0.0.x), it connects from there, as another machine would.
 */
export class HttpSession {
  readonly cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    readonly defaults: Record<string, string> = {},
    readonly localAddress?: string,
  ) {}

  async request<T = any>(
    method: string,
    path: string,
    options: {
      body?: unknown;
      headers?: Record<string, string>;
      xsrf?: boolean;
      rawBody?: string;
      /** Sent as multipart/form-data; fetch writes the content type with its boundary. */
      form?: FormData;
    } = {},
  ): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...this.defaults, ...options.headers };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const xsrf = this.cookies.get(XSRF_COOKIE);
    if (xsrf && options.xsrf !== false && method !== 'GET')
      headers['x-xsrf-token'] = decodeURIComponent(xsrf);
    let body: string | FormData | undefined;
    if (options.form !== undefined) {
      body = options.form;
    } else if (options.rawBody !== undefined) {
      body = options.rawBody;
      headers['content-type'] ??= 'application/json';
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    }
    const url = new URL(path, this.baseUrl);
    const response = this.localAddress
      ? ((await fetchFrom(url, {
          method,
          headers,
          body: body as string | undefined,
          redirect: 'manual',
          dispatcher: agentFrom(this.localAddress),
        })) as unknown as Response)
      : await fetch(url, { method, headers, body, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      const expired =
        attributes.some((attribute) => /^\s*expires=thu, 01 jan 1970/i.test(attribute)) ||
        value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('json') && text)
      parsed = JSON.parse(text);
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  }

  get<T = any>(path: string, headers?: Record<string, string>) {
    return this.request<T>('GET', path, { headers });
  }
  post<T = any>(
    path: string,
    body?: unknown,
    options: { headers?: Record<string, string>; xsrf?: boolean } = {},
  ) {
    return this.request<T>('POST', path, { ...options, body: body ?? {} });
  }
  delete<T = any>(
    path: string,
    options: { headers?: Record<string, string>; xsrf?: boolean } = {},
  ) {
    return this.request<T>('DELETE', path, options);
  }

  /** A multipart POST, e.g. files for /admin/uploads. */
  postForm<T = any>(
    path: string,
    form: FormData,
    options: { headers?: Record<string, string>; xsrf?: boolean } = {},
  ) {
    return this.request<T>('POST', path, { ...options, form });
  }

  /** Signs in with a cookie session, as the dashboard does. */
  async login(email: string, password: string): Promise<this> {
    const response = await this.post('/admin/auth', { email, password });
    if (response.status !== 200)
      throw new Error(`login failed: ${response.status} ${response.text}`);
    return this;
  }
}
