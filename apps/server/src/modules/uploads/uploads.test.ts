import {
  AdminDeleteUploadsRes,
  AdminUploadsDownloadUrlRes,
  AdminUploadsRes,
  ErrorBody,
} from '@storedesk/contract';
import { eq } from 'drizzle-orm';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { createOrg, type TestOrg } from '../../../test/factories.js';
import { createFiles } from '../../platform/files/index.js';
import { FILE_KEY_PATTERN } from '../../platform/files/names.js';
import { signDownload } from '../../platform/files/signing.js';
import { uploadedFile } from '../../platform/files/files.tables.js';

/** The first bytes of a PNG and a few more: enough to tell files apart. */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('not really an image'),
]);
const CSV = 'Product Handle,Product Title\nshirt,Shirt\n';

function form(...files: { name: string; type: string; content: string | Buffer }[]): FormData {
  const body = new FormData();
  for (const file of files) {
    const bytes = typeof file.content === 'string' ? file.content : new Uint8Array(file.content);
    body.append('files', new Blob([bytes], { type: file.type }), file.name);
  }
  return body;
}

/** Reads a URL the API handed out, on the test server whatever host PUBLIC_URL names. */
function local(test: TestApp, url: string): string {
  const parsed = new URL(url);
  return `${test.url}${parsed.pathname}${parsed.search}`;
}

async function rowOf(test: TestApp, key: string) {
  const rows = await test.database.db.select().from(uploadedFile).where(eq(uploadedFile.key, key));
  return rows[0];
}

function uploadsDir(test: TestApp, ...segments: string[]): string {
  return path.join(test.config.dataDir, 'uploads', ...segments);
}

function stagingIsEmpty(test: TestApp): boolean {
  const staging = uploadsDir(test, '.staging');
  return !existsSync(staging) || readdirSync(staging).length === 0;
}

describe('uploads on local disk', () => {
  let test: TestApp;
  let org: TestOrg;
  beforeAll(async () => {
    test = await buildTestApp();
    org = await createOrg(test);
  });
  afterAll(() => test.close());

  it('uploads one image and serves it back at its public URL, with the right type and bytes', async () => {
    const response = await org.admin.postForm(
      '/admin/uploads',
      form({ name: 'photo.png', type: 'image/png', content: PNG }),
    );
    expect(response.status).toBe(200);
    const { uploads } = AdminUploadsRes.parse(response.body);
    expect(uploads).toHaveLength(1);
    const [upload] = uploads;
    expect(upload!.key).toMatch(FILE_KEY_PATTERN);
    expect(upload!.key.startsWith(`${org.storeId}/`)).toBe(true);
    expect(upload!.key.endsWith('-photo.png')).toBe(true);
    expect(upload!.url).toBe(`http://storedesk.test/uploads/${upload!.key}`);

    const read = await fetch(local(test, upload!.url));
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('image/png');
    expect(read.headers.get('x-content-type-options')).toBe('nosniff');
    expect(read.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(read.headers.get('content-disposition')).toMatch(/^inline; filename="photo.png"/);
    expect(Buffer.from(await read.arrayBuffer()).equals(PNG)).toBe(true);
    const head = await fetch(local(test, upload!.url), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(PNG.length));

    expect(await rowOf(test, upload!.key)).toMatchObject({
      storeId: org.storeId,
      originalName: 'photo.png',
      mimeType: 'image/png',
      size: PNG.length,
      isProtected: false,
      createdBy: org.userId,
    });
    expect(stagingIsEmpty(test)).toBe(true);
  });

  it('uploads several files at once, a CSV among them, each readable with its own type', async () => {
    const response = await org.admin.postForm(
      '/admin/uploads',
      form(
        { name: 'import.csv', type: 'text/csv', content: CSV },
        { name: 'logo.png', type: 'image/png', content: PNG },
        { name: 'notes.txt', type: '', content: 'plain words' },
      ),
    );
    expect(response.status).toBe(200);
    const { uploads } = AdminUploadsRes.parse(response.body);
    expect(uploads.map((upload) => upload.key.replace(/^.*?-/, ''))).toEqual([
      'import.csv',
      'logo.png',
      'notes.txt',
    ]);
    expect(new Set(uploads.map((upload) => upload.key)).size).toBe(3);

    const csv = await fetch(local(test, uploads[0]!.url));
    expect(csv.headers.get('content-type')).toBe('text/csv');
    // Anything but a raster image is downloaded, never shown as a page of our origin.
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="import.csv"/);
    expect(csv.headers.get('content-security-policy')).toContain('sandbox');
    expect(await csv.text()).toBe(CSV);
    const png = await fetch(local(test, uploads[1]!.url));
    expect(Buffer.from(await png.arrayBuffer()).equals(PNG)).toBe(true);
    const text = await fetch(local(test, uploads[2]!.url));
    expect(text.headers.get('content-type')).toBe('text/plain');
    expect(await text.text()).toBe('plain words');
  });

  it('keeps protected files off public URLs; a download URL reads them until it expires', async () => {
    const response = await org.admin.postForm(
      '/admin/uploads/protected',
      form({ name: 'export.csv', type: 'text/csv', content: CSV }),
    );
    expect(response.status).toBe(200);
    const [upload] = AdminUploadsRes.parse(response.body).uploads;
    expect((await rowOf(test, upload!.key))?.isProtected).toBe(true);

    const unsigned = await fetch(local(test, upload!.url));
    expect(unsigned.status).toBe(404);
    expect(ErrorBody.parse(await unsigned.json()).type).toBe('not_found');
    // Not in the public folder at all, so no route or misconfiguration can serve it there.
    expect(existsSync(uploadsDir(test, 'public', upload!.key))).toBe(false);
    expect(existsSync(uploadsDir(test, 'protected', upload!.key))).toBe(true);

    const asked = await org.admin.post('/admin/uploads/download-url', { file_key: upload!.key });
    expect(asked.status).toBe(200);
    const { download_url } = AdminUploadsDownloadUrlRes.parse(asked.body);
    const url = new URL(download_url);
    const expires = Number(url.searchParams.get('expires'));
    expect(expires * 1000 - Date.now()).toBeGreaterThan(200_000);
    expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(300_000);

    const read = await fetch(local(test, download_url));
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('text/csv');
    expect(read.headers.get('cache-control')).toBe('private, no-store');
    expect(await read.text()).toBe(CSV);

    const signature = url.searchParams.get('signature')!;
    const tampered = new URL(download_url);
    tampered.searchParams.set(
      'signature',
      `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`,
    );
    const forged = await fetch(local(test, tampered.toString()));
    expect(forged.status).toBe(403);
    expect(ErrorBody.parse(await forged.json()).code).toBe('invalid_download_url');

    const later = new URL(download_url);
    later.searchParams.set('expires', String(expires + 3600));
    expect((await fetch(local(test, later.toString()))).status).toBe(403);

    const past = Math.floor(Date.now() / 1000) - 1;
    const old = signDownload(test.config.files.signingSecret, upload!.key, past);
    const expired = await fetch(
      `${test.url}/uploads/${upload!.key}?expires=${old.expires}&signature=${old.signature}`,
    );
    expect(expired.status).toBe(403);
    const body = ErrorBody.parse(await expired.json());
    expect(body).toMatchObject({ code: 'expired_download_url' });
    expect(body.message).toMatch(/expired/);

    // A signature for one key opens no other file.
    const [other] = AdminUploadsRes.parse(
      (
        await org.admin.postForm(
          '/admin/uploads/protected',
          form({ name: 'other.csv', type: 'text/csv', content: 'x' }),
        )
      ).body,
    ).uploads;
    const swapped = await fetch(
      `${test.url}/uploads/${other!.key}?expires=${expires}&signature=${signature}`,
    );
    expect(swapped.status).toBe(403);
  });

  it('deletes a file: record and bytes gone, its URL answers 404, a second delete too', async () => {
    const [upload] = AdminUploadsRes.parse(
      (
        await org.admin.postForm(
          '/admin/uploads',
          form({ name: 'old.png', type: 'image/png', content: PNG }),
        )
      ).body,
    ).uploads;
    const removed = await org.admin.request('DELETE', '/admin/uploads', {
      body: { file_key: upload!.key },
    });
    expect(removed.status).toBe(200);
    expect(AdminDeleteUploadsRes.parse(removed.body)).toEqual({
      id: upload!.key,
      object: 'file',
      deleted: true,
    });
    expect(await rowOf(test, upload!.key)).toBeUndefined();
    expect(existsSync(uploadsDir(test, 'public', upload!.key))).toBe(false);
    expect((await fetch(local(test, upload!.url))).status).toBe(404);

    const again = await org.admin.request('DELETE', '/admin/uploads', {
      body: { file_key: upload!.key },
    });
    expect(again.status).toBe(404);
    expect(ErrorBody.parse(again.body).message).toContain(upload!.key);
  });

  it("another store can neither delete nor get a download URL for a store's file", async () => {
    const other = await createOrg(test, 'Other Store');
    const [upload] = AdminUploadsRes.parse(
      (
        await org.admin.postForm(
          '/admin/uploads/protected',
          form({ name: 'secret.csv', type: 'text/csv', content: CSV }),
        )
      ).body,
    ).uploads;

    const removed = await other.admin.request('DELETE', '/admin/uploads', {
      body: { file_key: upload!.key },
    });
    expect(removed.status).toBe(404);
    expect(ErrorBody.parse(removed.body).type).toBe('not_found');
    const asked = await other.admin.post('/admin/uploads/download-url', {
      file_key: upload!.key,
    });
    expect(asked.status).toBe(404);
    expect(asked.text).not.toContain('signature');

    // The owner's file is untouched and still readable by its owner.
    expect(await rowOf(test, upload!.key)).toMatchObject({ storeId: org.storeId });
    const mine = await org.admin.post('/admin/uploads/download-url', { file_key: upload!.key });
    const read = await fetch(local(test, AdminUploadsDownloadUrlRes.parse(mine.body).download_url));
    expect(await read.text()).toBe(CSV);
  });

  it('answers 400 naming the files field when no file comes in it', async () => {
    const textOnly = new FormData();
    textOnly.append('files', 'just text, no file');
    const noFile = await org.admin.postForm('/admin/uploads', textOnly);
    expect(noFile.status).toBe(400);
    expect(ErrorBody.parse(noFile.body)).toMatchObject({ type: 'invalid_data' });
    expect(noFile.body.message).toMatch(/^files is required/);

    const json = await org.admin.post('/admin/uploads', { url: 'https://example.com/a.png' });
    expect(json.status).toBe(400);
    expect(json.body.message).toMatch(/^files is required/);

    const wrongField = new FormData();
    wrongField.append('file', new Blob(['x'], { type: 'text/plain' }), 'a.txt');
    const wrong = await org.admin.postForm('/admin/uploads', wrongField);
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/"files"/);
    expect(stagingIsEmpty(test)).toBe(true);
  });

  it('refuses a cookie-session upload without the X-XSRF-TOKEN header, and anonymous ones', async () => {
    const body = form({ name: 'a.png', type: 'image/png', content: PNG });
    const noXsrf = await org.admin.postForm('/admin/uploads', body, { xsrf: false });
    expect(noXsrf.status).toBe(403);
    expect(ErrorBody.parse(noXsrf.body).code).toBe('invalid_xsrf_token');
    const anonymous = await test.session().postForm('/admin/uploads', body);
    expect(anonymous.status).toBe(401);
  });

  it('makes path-traversal names harmless: keys stay in the store folder, paths never climb', async () => {
    const names = [
      '../../secrets.json',
      '..\\..\\windows\\win.ini',
      '/etc/passwd',
      '....//x.png',
      '.htaccess',
      'ünïcødé naïve.csv',
    ];
    const response = await org.admin.postForm(
      '/admin/uploads',
      form(...names.map((name) => ({ name, type: 'text/plain', content: name }))),
    );
    expect(response.status).toBe(200);
    const { uploads } = AdminUploadsRes.parse(response.body);
    expect(uploads.map((upload) => upload.key.replace(/^.*?\/[0-9A-Z]{26}-/, ''))).toEqual([
      'secrets.json',
      'win.ini',
      'passwd',
      'x.png',
      'htaccess',
      'unic-de-naive.csv',
    ]);
    for (const [index, upload] of uploads.entries()) {
      expect(upload.key).toMatch(FILE_KEY_PATTERN);
      const file = uploadsDir(test, 'public', upload.key);
      expect(readFileSync(file, 'utf8')).toBe(names[index]);
      expect(path.relative(uploadsDir(test, 'public', org.storeId), file)).not.toMatch(/^\.\./);
    }
    expect((await rowOf(test, uploads[0]!.key))?.originalName).toBe('secrets.json');

    // Reading or deleting outside the uploads folder is not possible either.
    const secrets = path.join(test.config.dataDir, 'secrets.json');
    const before = existsSync(secrets);
    for (const probe of [
      '/uploads/..%2Fsecrets.json',
      '/uploads/%2e%2e/%2e%2e/secrets.json',
      `/uploads/${org.storeId}/..%2F..%2F..%2Fsecrets.json`,
      '/uploads/public/../../secrets.json',
    ]) {
      const read = await fetch(`${test.url}${probe}`);
      expect(read.status).toBe(404);
    }
    const escaped = await org.admin.request('DELETE', '/admin/uploads', {
      body: { file_key: '../../secrets.json' },
    });
    expect(escaped.status).toBe(404);
    expect(existsSync(secrets)).toBe(before);
  });

  it('lets other server code save a file and read it back, scoped to its store', async () => {
    const files = createFiles({ db: test.database.db, config: test.config });
    const saved = await files.saveFile(org.storeId, 'products-export.csv', CSV, {
      protected: true,
    });
    expect(saved).toMatchObject({ mimeType: 'text/csv', size: CSV.length, isProtected: true });
    expect((await files.readUpload(org.storeId, saved.key)).toString()).toBe(CSV);

    const other = await createOrg(test, 'Reader');
    await expect(files.readUpload(other.storeId, saved.key)).rejects.toMatchObject({
      kind: 'not_found',
    });
    // An upload made over HTTP reads back the same way (the CSV import's path).
    const [upload] = AdminUploadsRes.parse(
      (
        await org.admin.postForm(
          '/admin/uploads/protected',
          form({ name: 'import.csv', type: 'text/csv', content: CSV }),
        )
      ).body,
    ).uploads;
    const { stream, file } = await files.openUpload(org.storeId, upload!.key);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe(CSV);
    expect(file.originalName).toBe('import.csv');
  });

  it('answers 413 for a file over UPLOAD_MAX_BYTES, and stores none of the request', async () => {
    const fresh = await createOrg(test, 'Limits');
    const response = await fresh.admin.postForm(
      '/admin/uploads',
      form(
        { name: 'small.txt', type: 'text/plain', content: 'fits' },
        { name: 'big.png', type: 'image/png', content: Buffer.alloc(10 * 1024 * 1024 + 1, 7) },
      ),
    );
    expect(response.status).toBe(413);
    expect(ErrorBody.parse(response.body)).toEqual({
      type: 'invalid_data',
      message: 'big.png is too large: each file may be at most 10 MB',
    });
    const rows = await test.database.db
      .select()
      .from(uploadedFile)
      .where(eq(uploadedFile.storeId, fresh.storeId));
    expect(rows).toEqual([]);
    expect(stagingIsEmpty(test)).toBe(true);
    expect(existsSync(uploadsDir(test, 'public', fresh.storeId))).toBe(false);

    const exactly = await fresh.admin.postForm(
      '/admin/uploads',
      form({
        name: 'edge.bin',
        type: 'application/octet-stream',
        content: Buffer.alloc(10 * 1024 * 1024, 1),
      }),
    );
    expect(exactly.status).toBe(200);
  });

  it('answers 413 for more files than UPLOAD_MAX_FILES in one request', async () => {
    const eleven = Array.from({ length: 11 }, (_, index) => ({
      name: `${index}.txt`,
      type: 'text/plain',
      content: String(index),
    }));
    const response = await org.admin.postForm('/admin/uploads', form(...eleven));
    expect(response.status).toBe(413);
    expect(response.body.message).toBe('Too many files: send at most 10 files in one upload');
    expect(stagingIsEmpty(test)).toBe(true);
  });
});

describe('uploads in an S3 bucket (s3rver)', () => {
  const bucket = 'storedesk-test';
  let s3Dir: string;
  let s3: S3rver;
  let endpoint: string;
  let test: TestApp;
  let org: TestOrg;
  beforeAll(async () => {
    s3Dir = mkdtempSync(path.join(tmpdir(), 'storedesk-s3-'));
    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: s3Dir,
      configureBuckets: [{ name: bucket }],
    });
    const { port } = await s3.run();
    endpoint = `http://127.0.0.1:${port}`;
    test = await buildTestApp({
      env: {
        S3_BUCKET: bucket,
        S3_ENDPOINT: endpoint,
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      },
    });
    org = await createOrg(test);
  });
  afterAll(async () => {
    await test?.close();
    await s3?.close();
    rmSync(s3Dir, { recursive: true, force: true });
  });

  it('puts public files under public/ and answers the bucket URL, which reads them back', async () => {
    const response = await org.admin.postForm(
      '/admin/uploads',
      form(
        { name: 'photo.png', type: 'image/png', content: PNG },
        { name: 'import.csv', type: 'text/csv', content: CSV },
      ),
    );
    expect(response.status).toBe(200);
    const { uploads } = AdminUploadsRes.parse(response.body);
    expect(uploads[0]!.url).toBe(`${endpoint}/${bucket}/public/${uploads[0]!.key}`);
    const png = await fetch(uploads[0]!.url);
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await png.arrayBuffer()).equals(PNG)).toBe(true);
    const csv = await fetch(uploads[1]!.url);
    expect(csv.headers.get('content-type')).toBe('text/csv');
    expect(await csv.text()).toBe(CSV);
    // Nothing lands on the server's disk.
    expect(existsSync(uploadsDir(test, 'public'))).toBe(false);
    expect(stagingIsEmpty(test)).toBe(true);
  });

  it('keeps protected files under protected/ and reads them through a presigned URL', async () => {
    const [upload] = AdminUploadsRes.parse(
      (
        await org.admin.postForm(
          '/admin/uploads/protected',
          form({ name: 'export.csv', type: 'text/csv', content: CSV }),
        )
      ).body,
    ).uploads;
    expect(upload!.url).toBe(`${endpoint}/${bucket}/protected/${upload!.key}`);

    const asked = await org.admin.post('/admin/uploads/download-url', { file_key: upload!.key });
    const { download_url } = AdminUploadsDownloadUrlRes.parse(asked.body);
    const url = new URL(download_url);
    expect(url.pathname).toBe(`/${bucket}/protected/${upload!.key}`);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    const read = await fetch(download_url);
    expect(read.status).toBe(200);
    expect(await read.text()).toBe(CSV);
    // Our own route never serves it without a signature either.
    expect((await fetch(`${test.url}/uploads/${upload!.key}`)).status).toBe(404);

    const files = createFiles({ db: test.database.db, config: test.config });
    expect((await files.readUpload(org.storeId, upload!.key)).toString()).toBe(CSV);
  });

  it('deletes the object with its record; another store gets 404 and changes nothing', async () => {
    const [upload] = AdminUploadsRes.parse(
      (
        await org.admin.postForm(
          '/admin/uploads',
          form({ name: 'gone.png', type: 'image/png', content: PNG }),
        )
      ).body,
    ).uploads;
    const other = await createOrg(test, 'Other');
    const theirs = await other.admin.request('DELETE', '/admin/uploads', {
      body: { file_key: upload!.key },
    });
    expect(theirs.status).toBe(404);
    expect(
      (await other.admin.post('/admin/uploads/download-url', { file_key: upload!.key })).status,
    ).toBe(404);
    expect((await fetch(upload!.url)).status).toBe(200);

    const removed = await org.admin.request('DELETE', '/admin/uploads', {
      body: { file_key: upload!.key },
    });
    expect(AdminDeleteUploadsRes.parse(removed.body).deleted).toBe(true);
    expect((await fetch(upload!.url)).status).toBe(404);
    expect(await rowOf(test, upload!.key)).toBeUndefined();
  });
});
