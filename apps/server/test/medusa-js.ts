import { randomBytes } from 'node:crypto';
import medusaJs from '@medusajs/medusa-js';
import { XSRF_COOKIE } from '@storedesk/contract';
import { buildTestApp, type TestApp } from './app.js';
import { createOrg, type TestOrg } from './factories.js';

/**
 * Shared ground for the Medusa v1 compatibility suite: the real server on a port of 127.0.0.1
 * (fresh database per file) and the real `@medusajs/medusa-js` 6.1.10 client pointed at it,
 * configured the ways a v1 application configures it. Nothing here changes what the client
 * sends, except where a browser would (cookies, the XSRF header, multipart bodies): see below.
 */

/**
 * The client class. medusa-js's types describe its CommonJS build, where the class is the
 * module's `default`; the ES build that Node loads here exports the class itself.
 */
type MedusaClass = typeof medusaJs.default;
const Medusa: MedusaClass =
  (medusaJs as unknown as { default?: MedusaClass }).default ??
  (medusaJs as unknown as MedusaClass);

/** The client as medusa-js types it; its types import @medusajs/medusa, which is not here. */
export type MedusaClient = InstanceType<typeof Medusa>;
type MedusaConfig = ConstructorParameters<MedusaClass>[0];

/** A medusa-js client, without retries unless asked (a test wants the first answer). */
export function medusaClient(options: Partial<MedusaConfig> & { baseUrl: string }): MedusaClient {
  return new Medusa({ maxRetries: 0, ...options });
}

export interface Compat {
  test: TestApp;
  org: TestOrg;
  /**
   * An admin client as a v1 script or server-side app has it: `apiKey` makes medusa-js send
   * the user's API token in `x-medusa-access-token` on every admin call.
   */
  admin: MedusaClient;
  /** A storefront client: `publishableApiKey` sends `x-publishable-api-key` on every call. */
  store: MedusaClient;
  /** The admin user's API token (what `apiKey` carries). */
  apiToken: string;
  /** A client with extra options, e.g. `{ apiKey }` or `{ customHeaders }`. */
  client(options?: Partial<MedusaConfig>): MedusaClient;
}

/**
 * Starts the server and a store, signs in with medusa-js's own `createSession` (carrying the
 * cookie as a browser would), and gives the admin user an API token through `users.update`,
 * the v1 way to get one.
 */
export async function startCompat(): Promise<Compat> {
  const test = await buildTestApp();
  const org = await createOrg(test);
  const client = (options: Partial<MedusaConfig> = {}): MedusaClient =>
    medusaClient({ baseUrl: test.url, ...options });

  const browser = await browserSession(client(), org.email, org.password);
  const apiToken = `tok_${randomBytes(16).toString('hex')}`;
  await browser.client.admin.users.update(org.userId, { api_token: apiToken });

  return {
    test,
    org,
    admin: client({ apiKey: apiToken }),
    store: client({ publishableApiKey: org.publishableKeyId }),
    apiToken,
    client,
  };
}

/**
 * A v1 admin in a browser: `createSession` sets the session cookie, and the browser sends it
 * back on every call (medusa-js asks for `withCredentials`). Axios in a browser also echoes the
 * `XSRF-TOKEN` cookie in `X-XSRF-TOKEN`, which is the pair our server checks on cookie writes.
 * Node keeps no cookies, so the session's client carries both through `customHeaders`.
 */
export async function browserSession(
  anonymous: MedusaClient,
  email: string,
  password: string,
): Promise<{ client: MedusaClient; session: unknown; cookies: Map<string, string> }> {
  const session = await anonymous.admin.auth.createSession({ email, password });
  const cookies = cookiesOf(session.response.headers['set-cookie']);
  const { config } = anonymous.client as unknown as { config: MedusaConfig };
  const xsrf = cookies.get(XSRF_COOKIE);
  const client = medusaClient({
    ...config,
    customHeaders: {
      Cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      ...(xsrf ? { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) } : {}),
    },
  });
  return { client, session, cookies };
}

function cookiesOf(setCookie: string[] | string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const line of [setCookie ?? []].flat()) {
    const pair = line.split(';')[0] ?? '';
    const index = pair.indexOf('=');
    if (index > 0) cookies.set(pair.slice(0, index).trim(), pair.slice(index + 1).trim());
  }
  return cookies;
}

/**
 * What a medusa-js call resolves to is the answer body plus axios's `response`; this is the
 * body alone, for parsing with our contract's schemas.
 */
export function bodyOf<T extends { response?: unknown }>(result: T): Omit<T, 'response'> {
  const { response: _response, ...body } = result;
  return body;
}

/** The HTTP status and error body of a call that failed, for asserting on v1 error handling. */
export async function failure(call: Promise<unknown>): Promise<{ status: number; body: any }> {
  try {
    await call;
  } catch (error) {
    const response = (error as { response?: { status: number; data: unknown } }).response;
    if (response) return { status: response.status, body: response.data };
    throw error;
  }
  throw new Error('the call succeeded; a failure was expected');
}

/**
 * An axios adapter that sends requests with `fetch` and treats `FormData` as a browser does:
 * the browser, not the caller, writes the multipart content type with its boundary. medusa-js
 * builds uploads as `FormData`, which axios 0.24's Node adapter cannot send, so a v1 app
 * uploads from a browser; this adapter lets the suite send the same body from Node.
 */
export function browserAdapter(config: any): Promise<any> {
  const url = new URL(config.url as string, config.baseURL as string | undefined);
  const headers = new Headers();
  for (const [name, value] of Object.entries(config.headers ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') headers.set(name, String(value));
  }
  const body = config.data as BodyInit | undefined;
  if (body instanceof FormData) headers.delete('content-type');
  return fetch(url, { method: String(config.method).toUpperCase(), headers, body }).then(
    async (response) => {
      const answer = {
        data: await response.text(),
        status: response.status,
        statusText: response.statusText,
        headers: Object.fromEntries(response.headers),
        config,
        request: {},
      };
      const valid = config.validateStatus ? config.validateStatus(response.status) : true;
      if (valid) return answer;
      const error = Object.assign(new Error(`Request failed with status code ${response.status}`), {
        config,
        response: answer,
        isAxiosError: true,
      });
      throw error;
    },
  );
}
