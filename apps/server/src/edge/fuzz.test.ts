import { rmSync } from 'node:fs';
import net from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import {
  badHeaders,
  bodyFor,
  jsonSchemaOf,
  pathValue,
  queryFor,
  type FuzzBody,
} from '../../test/fuzz.js';
import {
  fakeAdminDist,
  paramValues,
  pathFor,
  routesToWalk,
  seedStore,
  type SeededStore,
} from '../../test/routes.js';
import type { DeclaredRoute } from '../platform/access.js';

/*
 * Issue 12 point 2: generated bad input thrown at every registered route, signed in as an admin
 * of a seeded store (with its publishable key for the store API). Bodies, query strings and
 * path values are built from each route's own contract schema, at and past its limits, with
 * wrong kinds of value dropped in anywhere, plus broken JSON and foreign content types. No
 * answer may be a 5xx or show a stack trace or SQL, and the server must stay healthy.
 *
 * FUZZ_SEED and FUZZ_CASES explore further than the suite's fixed run.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_012);
/**
 * Cases per route: FUZZ_CASES, or a share of about 2,400 requests (at least 8 a route), so that
 * the run stays well under a minute as areas add routes.
 */
const casesPerRoute = (routes: number) =>
  Number(process.env.FUZZ_CASES ?? Math.max(8, Math.floor(2_400 / routes)));
/** A request the server has not answered by then is reported as hung. */
const ANSWER_WITHIN_MS = 20_000;

/** What an answer must never show; each is only counted when the request itself did not say it. */
const LEAKS: Array<[string, RegExp]> = [
  ['stack frame', /\bat (?:async )?[\w$.<>]+ \(|\bat [^\s()]+:\d+:\d+/],
  ['source file', /\.ts:\d|\.js:\d/],
  ['SQL select', /select /i],
  ['SQL insert', /insert into/i],
  ['SQL relation', /relation "/i],
  ['SQL syntax error', /syntax error/i],
  ['SQLSTATE', /sqlstate|violates .* constraint|duplicate key value/i],
  ['SQL column', /column "[^"]*" (?:does not exist|of relation)/i],
  ['driver', /drizzle|pglite|node_modules|failed query|params: /i],
];

let test: TestApp;
let store: SeededStore;
const adminDist = fakeAdminDist();

beforeAll(async () => {
  test = await buildTestApp({ env: { ADMIN_DIST: adminDist } });
  store = await seedStore(test);
});
afterAll(async () => {
  await test?.close();
  rmSync(adminDist, { recursive: true, force: true });
});

interface Case {
  path: string;
  query: string;
  body: FuzzBody;
  /** Headers that replace the admin's good ones (one case in six). */
  headers: Record<string, string>;
}

/** Reads, then writes, and last the routes that delete or revoke what the others use. */
const destructive = (route: DeclaredRoute) =>
  route.method === 'DELETE' || route.url.endsWith('/revoke');

function casesFor(
  route: DeclaredRoute,
  ids: readonly string[],
  index: number,
  cases: number,
): Case[] {
  const real = paramValues(route.url, store.ids);
  const reads = route.method === 'GET' || route.method === 'HEAD';
  const arbitrary = fc.record({
    values: fc.tuple(...real.map((id) => pathValue(id, ids))),
    query: queryFor(jsonSchemaOf(route.schema?.querystring), ids),
    body: reads
      ? fc.constant<FuzzBody>({ kind: 'none' })
      : bodyFor(jsonSchemaOf(route.schema?.body), ids),
    headers: fc.oneof(
      { weight: 5, arbitrary: fc.constant({}) },
      { weight: 1, arbitrary: badHeaders() },
    ),
  });
  const runs = route.method === 'HEAD' ? Math.ceil(cases / 5) : cases;
  return fc
    .sample(arbitrary, { seed: SEED + index, numRuns: runs })
    .map(({ values, query, body, headers }) => {
      return { path: pathFor(route.url, store.ids, { values }), query, body, headers };
    });
}

async function send(route: DeclaredRoute, fuzz: Case) {
  const { method } = route;
  // Store routes get a customer's token, so the signed-in customer's routes are fuzzed too.
  const token = route.access === 'storefront' ? store.customerToken : store.adminToken;
  const headers: Record<string, string> = {
    authorization: `Bearer ${token}`,
    'x-publishable-api-key': store.org.publishableKeyId,
    ...fuzz.headers,
  };
  if (headers.authorization === '') delete headers.authorization;
  let body: string | undefined;
  if (fuzz.body.kind === 'json') {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(fuzz.body.value) ?? 'null';
  } else if (fuzz.body.kind === 'raw') {
    headers['content-type'] = fuzz.body.contentType;
    body = fuzz.body.text;
  }
  const url = `${test.url}${fuzz.path}${fuzz.query ? `?${fuzz.query}` : ''}`;
  const sent = `${url} ${body ?? ''}`;
  try {
    const response = await fetch(url, {
      method,
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
    });
    return { status: response.status, text: await response.text(), sent };
  } catch (error) {
    // No answer at all (a hung request) counts as a server error.
    return { status: 599, text: `no answer: ${(error as Error).message}`, sent };
  }
}

describe('fuzzing every route', () => {
  it('answers no 5xx, shows no stack trace or SQL, and stays healthy', async () => {
    const ids = Object.values(store.ids);
    const routes = routesToWalk(test).sort(
      (a, b) => Number(destructive(a)) - Number(destructive(b)),
    );
    const cases = casesPerRoute(routes.length);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    const covered = new Set<string>();
    const succeeded = new Set<string>();
    let requests = 0;
    let serverErrors = 0;
    const started = Date.now();

    for (const [index, route] of routes.entries()) {
      const key = `${route.method} ${route.url}`;
      for (const fuzz of casesFor(route, ids, index, cases)) {
        const answer = await send(route, fuzz);
        requests += 1;
        covered.add(key);
        if (answer.status < 300) succeeded.add(key);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        const where = `${key} → ${answer.status}: ${fuzz.path.slice(0, 100)}?${fuzz.query.slice(0, 100)} body ${JSON.stringify(fuzz.body).slice(0, 200)} headers ${JSON.stringify(fuzz.headers).slice(0, 100)}`;
        if (answer.status >= 500) {
          serverErrors += 1;
          failures.push(`${where} answered ${answer.text.slice(0, 200)}`);
          continue;
        }
        for (const [name, pattern] of LEAKS) {
          if (pattern.test(answer.text) && !pattern.test(answer.sent)) {
            failures.push(`${where} shows a ${name}: ${answer.text.slice(0, 300)}`);
          }
        }
      }
    }

    const health = await fetch(`${test.url}/health`);
    const seconds = Math.round((Date.now() - started) / 1000);
    const answers = [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}×${n}`)
      .join(', ');
    // eslint-disable-next-line no-console -- the figures are quoted in the issue's closing note
    console.info(
      `fuzz: ${requests} requests over ${covered.size} of ${routes.length} routes (${succeeded.size} answered 2xx at least once) in ${seconds} s, seed ${SEED}, ${cases} cases per route; 5xx: ${serverErrors}; answers: ${answers}`,
    );
    expect(failures).toEqual([]);
    expect(covered.size).toBe(routes.length);
    expect(health.status).toBe(200);
  }, 300_000);
});

/**
 * One request written by hand on a socket, so the body can be anything, including shorter than
 * its Content-Length (the client then stops sending). Answers the status line's code, or 0 when
 * the server closed without one, and the answer's text.
 */
async function rawRequest(
  path: string,
  headers: Record<string, string>,
  body: Buffer,
  options: { declaredLength?: number } = {},
): Promise<{ status: number; text: string }> {
  const { port } = new URL(test.url);
  const socket = net.connect({ host: '127.0.0.1', port: Number(port), allowHalfOpen: true });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  const head = [
    `POST ${path} HTTP/1.1`,
    'host: 127.0.0.1',
    'connection: close',
    `authorization: Bearer ${store.adminToken}`,
    `content-length: ${options.declaredLength ?? body.length}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    '',
    '',
  ].join('\r\n');
  const chunks: Buffer[] = [];
  const done = new Promise<void>((resolve) => {
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // The server has answered and closed its side: close ours (the socket is half-open).
    socket.on('end', () => socket.end());
    socket.on('close', () => resolve());
    socket.on('error', () => resolve());
  });
  socket.write(head);
  socket.write(body);
  // A truncated upload: the client stops sending before the length it announced.
  if (options.declaredLength !== undefined) socket.end();
  await done;
  const text = Buffer.concat(chunks).toString('utf8');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
  return { status, text: text.slice(text.indexOf('\r\n\r\n') + 4) };
}

const part = (boundary: string, content: string) =>
  [
    `--${boundary}`,
    'Content-Disposition: form-data; name="files"; filename="a.txt"',
    'Content-Type: text/plain',
    '',
    content,
  ].join('\r\n');

describe('malformed multipart on the upload routes is a 400', () => {
  const whole = `${part('b0undary', 'hello')}\r\n--b0undary--\r\n`;
  const cases: Array<[string, Record<string, string>, string]> = [
    ['no boundary', { 'content-type': 'multipart/form-data' }, whole],
    ['an empty boundary', { 'content-type': 'multipart/form-data; boundary=' }, whole],
    ['the wrong boundary', { 'content-type': 'multipart/form-data; boundary=other' }, whole],
    [
      'a body cut inside a file',
      { 'content-type': 'multipart/form-data; boundary=b0undary' },
      part('b0undary', 'hel'),
    ],
    [
      'a body cut inside the part headers',
      { 'content-type': 'multipart/form-data; boundary=b0undary' },
      '--b0undary\r\nContent-Disposition: form-da',
    ],
    ['an empty body', { 'content-type': 'multipart/form-data; boundary=b0undary' }, ''],
    [
      'only the closing delimiter',
      { 'content-type': 'multipart/form-data; boundary=b0undary' },
      '--b0undary--\r\n',
    ],
    ['a JSON body', { 'content-type': 'application/json' }, '{"files":["a"]}'],
    ['plain text', { 'content-type': 'text/plain' }, 'hello'],
    ['bytes of no declared type', { 'content-type': 'application/octet-stream' }, 'hello'],
    ['a form', { 'content-type': 'application/x-www-form-urlencoded' }, 'files=a'],
    ['no content type', {}, whole],
  ];
  for (const path of ['/admin/uploads', '/admin/uploads/protected']) {
    for (const [name, headers, body] of cases) {
      it(`${path} with ${name}`, async () => {
        const answer = await rawRequest(path, headers, Buffer.from(body));
        expect(answer.status, answer.text).toBe(400);
        expect(JSON.parse(answer.text)).toMatchObject({ type: 'invalid_data' });
      });
    }

    it(`${path} with a client that stops before its Content-Length`, async () => {
      const body = Buffer.from(whole);
      const answer = await rawRequest(
        path,
        { 'content-type': 'multipart/form-data; boundary=b0undary' },
        body.subarray(0, 60),
        { declaredLength: body.length },
      );
      expect(answer.status, answer.text).toBe(400);
      const health = await fetch(`${test.url}/health`);
      expect(health.status).toBe(200);
    });
  }
});
