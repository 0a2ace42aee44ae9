import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyPostgresDatabase, testDatabaseKind, type EmptyDatabase } from '../test/database.js';
import { startServer } from '../test/server-process.js';
import { openDatabase } from './platform/db/client.js';
import { ensureReferenceData } from './platform/reference/reference-data.js';
import { provisionOrganization } from './modules/store/provision.js';

/*
 * SIGTERM, as a process manager sends it before a deploy: a request already being received is
 * answered in full, the process then closes the database and exits 0, and the data opens again.
 */

const dataDir = mkdtempSync(path.join(tmpdir(), 'storedesk-shutdown-'));
let postgres: EmptyDatabase | undefined;
const env: Record<string, string> = {
  DATA_DIR: dataDir,
  LOG_LEVEL: 'info',
  SEED_DEMO: 'false',
  ADMIN_DIST: path.join(dataDir, 'no-admin-build'),
};
const OWNER = { email: 'shutdown@example.com', password: 'shutdown-owner-password' };

// A new PGlite folder runs every migration, which takes a minute on a busy machine.
beforeAll(async () => {
  if (testDatabaseKind() === 'postgres') {
    postgres = await emptyPostgresDatabase('storedesk_shutdown');
    env.DATABASE_URL = postgres.url;
  }
  const database = await openDatabase({ dataDir, databaseUrl: env.DATABASE_URL });
  await database.migrate();
  await ensureReferenceData(database.db);
  await provisionOrganization(database.db, { name: 'Shutdown Store', ...OWNER });
  await database.close();
}, 180_000);

afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  await postgres?.drop();
});

/** An upload whose body is sent in two halves; answers once the server has answered. */
function slowUpload(url: string, token: string) {
  const boundary = 'storedesk-shutdown-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="late.txt"\r\n` +
        'Content-Type: text/plain\r\n\r\n',
    ),
    Buffer.alloc(256 * 1024, 'a'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const target = new URL('/admin/uploads', url);
  const request = http.request(target, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': body.length,
    },
  });
  const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode!, text }));
    });
    request.on('error', reject);
  });
  const half = Math.floor(body.length / 2);
  request.write(body.subarray(0, half));
  return { answered, finish: () => request.end(body.subarray(half)) };
}

describe(`SIGTERM on ${testDatabaseKind()}`, { timeout: 120_000 }, () => {
  it('answers the request in flight, then closes the database and exits 0', async () => {
    const server = await startServer(env);
    const tokenAnswer = await fetch(`${server.url}/admin/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(OWNER),
    });
    const { access_token: token } = (await tokenAnswer.json()) as { access_token: string };

    const upload = slowUpload(server.url, token);
    // The first half has reached the server: the request is in flight when the signal comes.
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(server.child.exitCode).toBeNull();
    upload.finish();

    const answer = await upload.answered;
    expect(answer.status, answer.text).toBe(200);
    const key = (JSON.parse(answer.text) as { uploads: Array<{ key: string }> }).uploads[0]!.key;
    expect(key).toMatch(/late/);
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output()).toMatch(/SIGTERM received/);

    // The data opens again at once: the lock was released and the upload's record is there.
    const again = await startServer(env);
    const signedIn = await fetch(`${again.url}/admin/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(OWNER),
    });
    const { access_token: next } = (await signedIn.json()) as { access_token: string };
    const found = await fetch(`${again.url}/admin/uploads/download-url`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${next}` },
      body: JSON.stringify({ file_key: key }),
    });
    expect(found.status).toBe(200);
    again.child.kill('SIGTERM');
    expect((await again.exited).code).toBe(0);
  });
});
