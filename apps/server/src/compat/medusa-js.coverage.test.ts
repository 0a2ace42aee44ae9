import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { medusaClient, type MedusaClient } from '../../test/medusa-js.js';

/**
 * Keeps the compatibility suite whole as areas are added. Every call of medusa-js 6.1.10 is
 * made once against a recorder (no server) to learn its method and path; a call whose route
 * the server declares is "implemented", and then it must be listed as covered in README.md and
 * made by the suite (medusa-js.admin.test.ts, medusa-js.orders.test.ts, medusa-js.store.test.ts). A new area that adds
 * routes therefore fails here until its medusa-js calls are in the suite and the README.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const readme = readFileSync(path.join(here, 'README.md'), 'utf8');
const suite = ['medusa-js.admin.test.ts', 'medusa-js.orders.test.ts', 'medusa-js.store.test.ts']
  .map((file) => readFileSync(path.join(here, file), 'utf8'))
  .join('\n');

interface Call {
  /** `admin.products.create`, `products.variants.list`. */
  name: string;
  method: string;
  path: string;
}

type Resource = Record<string, unknown> & { client: unknown };

const isResource = (value: unknown): value is Resource =>
  typeof value === 'object' && value !== null && 'client' in value;

/** Every resource method of the client, with the request each one makes. */
async function allCalls(): Promise<Call[]> {
  const requests: { method: string; url: string }[] = [];
  // An axios adapter (axios's request config in, a response out) that only writes down.
  const recorder = (config: any): Promise<any> => {
    requests.push({ method: String(config.method).toUpperCase(), url: String(config.url) });
    return Promise.resolve({ data: {}, status: 200, statusText: 'OK', headers: {}, config });
  };
  const client = medusaClient({ baseUrl: 'http://recorder.invalid', axiosAdapter: recorder });
  const calls: Call[] = [];

  async function walk(resource: Resource, name: string): Promise<void> {
    const prototype = Object.getPrototypeOf(resource) as Record<string, unknown>;
    for (const key of Object.getOwnPropertyNames(prototype)) {
      const method = prototype[key];
      if (key === 'constructor' || key.startsWith('_') || typeof method !== 'function') continue;
      // Path arguments are strings; a query or body given a string only adds a query string.
      const args = Array.from({ length: method.length }, (_, index) => `ID${index + 1}`);
      requests.length = 0;
      await (method as (...args: unknown[]) => Promise<unknown>).apply(resource, args);
      const request = requests[0]!;
      const pathOnly = `/${request.url.split('?')[0]!.replace(/^\/+/, '').replace(/\/+$/, '')}`;
      calls.push({ name: `${name}.${key}`, method: request.method, path: pathOnly });
    }
    for (const [key, value] of Object.entries(resource)) {
      if (key !== 'client' && isResource(value)) await walk(value, `${name}.${key}`);
    }
  }

  const root = client as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries(root)) {
    if (key === 'client' || key === 'admin' || !isResource(value)) continue;
    await walk(value, key);
  }
  for (const [key, value] of Object.entries(client.admin as unknown as Record<string, unknown>)) {
    if (isResource(value)) await walk(value, `admin.${key}`);
  }
  return calls;
}

/** Whether a declared route pattern (`/admin/products/:id`, `/uploads/*`) matches a path. */
function matches(pattern: string, actual: string): boolean {
  const want = pattern.split('/');
  const got = actual.split('/');
  for (const [index, segment] of want.entries()) {
    if (segment === '*') return true;
    if (got[index] === undefined) return false;
    if (segment.startsWith(':') ? got[index] === '' : segment !== got[index]) return false;
  }
  return want.length === got.length;
}

/** The backticked call names of one README section (up to the next `## ` heading). */
function namesIn(section: string): Set<string> {
  const start = readme.indexOf(`## ${section}`);
  expect(start, `README.md has a "## ${section}" section`).toBeGreaterThanOrEqual(0);
  const end = readme.indexOf('\n## ', start + 1);
  const text = readme.slice(start, end === -1 ? undefined : end);
  return new Set(
    [...text.matchAll(/`((?:admin\.)?[a-zA-Z]+(?:\.[a-zA-Z]+)+|[a-zA-Z.]+\.\*)`/g)].map(
      (m) => m[1]!,
    ),
  );
}

/** Whether the suite's source makes the call (`medusa.admin.x.y(`, `shop.x.y(`). */
function madeBySuite(name: string): boolean {
  const dotted = name.replace(/\./g, '\\.');
  const pattern = name.startsWith('admin.')
    ? new RegExp(`\\.${dotted}\\(`)
    : new RegExp(`(?<!admin)\\.${dotted}\\(`);
  return pattern.test(suite);
}

let test: TestApp;
let calls: Call[];
let client: MedusaClient;

beforeAll(async () => {
  test = await buildTestApp();
  calls = await allCalls();
  client = medusaClient({ baseUrl: test.url });
}, 120_000);

afterAll(async () => {
  await test?.close();
}, 60_000);

describe('medusa-js coverage', () => {
  it('finds every call of the client', () => {
    expect(client.admin).toBeDefined();
    // 6.1.10 has 48 admin and 21 shopper resources' worth of calls; a big drop means a bad walk.
    expect(calls.length).toBeGreaterThan(250);
    expect(calls.find((call) => call.name === 'admin.store.retrieve')).toMatchObject({
      method: 'GET',
      path: '/admin/store',
    });
    expect(calls.find((call) => call.name === 'products.variants.list')).toMatchObject({
      method: 'GET',
      path: '/store/variants',
    });
  });

  it('every call the server implements is covered by the suite and listed in README.md', () => {
    const routes = test.app.declaredRoutes.filter((route) => route.method !== 'HEAD');
    const implemented = calls
      .filter(
        (call) =>
          call.name.startsWith('admin.custom.') ||
          routes.some((route) => route.method === call.method && matches(route.url, call.path)),
      )
      .map((call) => call.name)
      .sort();

    const listed = namesIn('Calls covered');
    const missingFromReadme = implemented.filter((name) => !listed.has(name));
    expect(missingFromReadme, 'implemented calls to add to README.md "Calls covered"').toEqual([]);
    const notImplemented = [...listed].filter((name) => !implemented.includes(name));
    expect(notImplemented, 'README.md lists as covered calls the server does not answer').toEqual(
      [],
    );
    const notMade = implemented.filter((name) => !madeBySuite(name));
    expect(notMade, 'implemented calls the compatibility suite never makes').toEqual([]);
  });

  it('every call not implemented yet is named in README.md', () => {
    const covered = namesIn('Calls covered');
    const later = namesIn('Not implemented yet');
    const unnamed = calls
      .map((call) => call.name)
      .filter((name) => !covered.has(name))
      .filter(
        (name) => !later.has(name) && !later.has(`${name.slice(0, name.lastIndexOf('.'))}.*`),
      );
    expect(unnamed, 'calls to name in README.md "Not implemented yet"').toEqual([]);
  });
});
