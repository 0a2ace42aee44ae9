import { readFileSync } from 'node:fs';
import type { Json } from '@hyperjump/json-pointer';
import { validate } from '@hyperjump/json-schema/openapi-3-1';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { CUSTOMER_SESSION_COOKIE } from '../../modules/customers/customer-session.js';
import { CUSTOMER_COOKIE, isPage } from './openapi.document.js';

interface Operation {
  tags?: string[];
  description?: string;
  security?: Array<Record<string, string[]>>;
  servers?: Array<{ url: string }>;
  responses: Record<string, { description: string; content?: Record<string, unknown> }>;
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
  tags: Array<{ name: string }>;
}

let test: TestApp;
let document: OpenApiDocument;

beforeAll(async () => {
  test = await buildTestApp();
  const answer = await test.session().get('/openapi.json');
  expect(answer.status).toBe(200);
  document = answer.body as OpenApiDocument;
});
afterAll(async () => {
  await test?.close();
});

/** `/admin/products/:id` → `/admin/products/{id}`; a wildcard is the parameter `*`. */
const pathOf = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\/\*$/, '/{*}');

const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );

describe('GET /openapi.json', () => {
  it('documents every declared route but the pages', () => {
    // Pages for people stay out (isPage): the dashboard SPA (/app, /app/*), the shop's pages
    // (/shop/:handle/...), the local stand-in for a payment page (/checkout/local/:id) and the
    // viewer (/docs). A store's base URL `/s/{handle}/store/...` declares no route of its own
    // (rewriteUrl routes it as /store/...): the document names it as a server of each store
    // operation. HEAD routes are Fastify's copies of the GET ones.
    const routes = test.app.declaredRoutes.filter((route) => route.method !== 'HEAD');
    const pages = routes.filter((route) => isPage(route.url));
    const api = routes.filter((route) => !isPage(route.url));

    const missing = api
      .filter((route) => !document.paths[pathOf(route.url)]?.[route.method.toLowerCase()])
      .map((route) => `${route.method} ${route.url}`);
    expect(missing, 'declared routes missing from the document').toEqual([]);
    expect(operations()).toHaveLength(api.length);

    // Nothing of the two APIs passes for a page.
    const hidden = pages.filter(
      (route) => route.access !== 'public' || /^\/(admin|store)\//.test(route.url),
    );
    expect(hidden).toEqual([]);
    for (const page of pages) expect(document.paths[pathOf(page.url)]).toBeUndefined();
    expect(pages.map((route) => route.url)).toEqual(
      expect.arrayContaining(['/app/*', '/docs', '/shop/:handle']),
    );
  });

  it('is a valid OpenAPI 3.1 document whose references all resolve', async () => {
    // schema-base: the document, and every schema in it against OpenAPI 3.1's JSON Schema dialect.
    const result = await validate(
      'https://spec.openapis.org/oas/3.1/schema-base',
      structuredClone(document) as unknown as Json,
      'BASIC',
    );
    const invalid = result.valid
      ? []
      : (result.errors ?? []).map((error) => error.instanceLocation);
    expect([...new Set(invalid)].slice(0, 10)).toEqual([]);
    expect(result.valid).toBe(true);

    const refs = new Set(JSON.stringify(document).match(/"\$ref":"[^"]*"/g));
    const dangling = [...refs]
      .map((ref) => ref.slice('"$ref":"'.length, -1))
      .filter((ref) => {
        const name = /^#\/components\/schemas\/(.+)$/.exec(ref)?.[1];
        return name === undefined || document.components.schemas[name] === undefined;
      });
    expect(dangling).toEqual([]);
  });

  it('names the server, its version, who may call each operation, and the error body', () => {
    const pkg = JSON.parse(
      readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'),
    ) as { version: string };
    expect(document.openapi).toBe('3.1.0');
    expect(document.info).toMatchObject({ title: 'Storedesk API', version: pkg.version });
    expect(CUSTOMER_COOKIE).toBe(CUSTOMER_SESSION_COOKIE);
    expect(document.components.securitySchemes).toMatchObject({
      staffSession: { type: 'apiKey', in: 'cookie', name: 'storedesk_sid' },
      staffBearer: { type: 'http', scheme: 'bearer' },
      staffApiToken: { type: 'apiKey', in: 'header', name: 'x-medusa-access-token' },
      publishableApiKey: { type: 'apiKey', in: 'header', name: 'x-publishable-api-key' },
      customerSession: { type: 'apiKey', in: 'cookie', name: CUSTOMER_SESSION_COOKIE },
    });

    const adminList = document.paths['/admin/collections']!.get!;
    expect(adminList.tags).toEqual(['admin/collections']);
    expect(adminList.security).toEqual([
      { staffSession: [] },
      { staffBearer: [] },
      { staffApiToken: [] },
    ]);
    expect(adminList.description).toContain('`read` permission');
    expect(adminList.responses['200']!.content).toBeDefined();

    const storeList = document.paths['/store/products']!.get!;
    expect(storeList.tags).toEqual(['store/products']);
    expect(storeList.security).toEqual([{ publishableApiKey: [] }, {}]);
    expect(storeList.servers!.map((server) => server.url)).toEqual(['/', '/s/{handle}']);

    expect(document.paths['/health']!.get!.security).toEqual([]);
    expect(document.tags.map((tag) => tag.name)).toEqual(
      expect.arrayContaining(['admin/products', 'store/carts', 'health']),
    );
    expect(document.tags[0]!.name).toMatch(/^admin\//);

    for (const { path, method, operation } of operations()) {
      expect(operation.responses.default, `${method} ${path}`).toMatchObject({
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
      });
    }
    expect(document.components.schemas.ErrorBody).toMatchObject({
      type: 'object',
      required: ['type', 'message'],
    });
  });
});

describe('GET /docs', () => {
  it("serves Swagger UI from this server's own files", async () => {
    const page = await fetch(`${test.url}/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    const html = await page.text();
    expect(await (await fetch(`${test.url}/docs/`)).text()).toBe(html);

    const loads = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(loads.length).toBeGreaterThan(3);
    for (const address of loads) {
      expect(address, 'loaded from this server, under /docs').toMatch(/^\/docs\//);
      const file = await fetch(`${test.url}${address}`);
      expect(file.status, address).toBe(200);
      expect((await file.arrayBuffer()).byteLength, address).toBeGreaterThan(0);
    }
    const starter = await (await fetch(`${test.url}/docs/starter.js`)).text();
    expect(starter).toContain("url: '/openapi.json'");

    for (const other of ['/docs/package.json', '/docs/%2e%2e/package.json', '/docs/index.html']) {
      expect((await fetch(`${test.url}${other}`)).status, other).toBe(404);
    }
  });
});
