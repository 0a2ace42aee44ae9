import { describe, expect, it } from 'vitest';
import type { S3Config } from '../../config.js';
import {
  FILE_KEY_PATTERN,
  contentDisposition,
  dispositionFor,
  newFileKey,
  normalizeMimeType,
  safeFileName,
} from './names.js';
import { objectKeyOf, s3ObjectUrl } from './s3.js';
import { checkDownload, signDownload } from './signing.js';

const STORE = 'store_01JABCDEFGHJKMNPQRSTVWXYZ0';
const KEY = `${STORE}/01JABCDEFGHJKMNPQRSTVWXYZ1-photo.png`;

describe('file names and keys', () => {
  it('keeps only a safe last segment of what the client sent', () => {
    expect(safeFileName('photo.png')).toBe('photo.png');
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('C:\\Users\\me\\My Photo (1).JPG')).toBe('My-Photo-1.JPG');
    expect(safeFileName('..')).toBe('file');
    expect(safeFileName('')).toBe('file');
    expect(safeFileName('.env')).toBe('env');
    expect(safeFileName('a..b...c')).toBe('a.b.c');
    expect(safeFileName('café crème.csv')).toBe('cafe-creme.csv');
    expect(safeFileName('<script>alert(1)</script>.html')).toBe('script.html');
    const long = safeFileName(`${'x'.repeat(300)}.jpeg`);
    expect(long).toHaveLength(100);
    expect(long.endsWith('.jpeg')).toBe(true);
  });

  it('makes keys of the store id, a ULID and the safe name, which nothing can steer', () => {
    for (const name of ['../../../x', '/abs/path.png', 'a/b\\c.csv', '\u0000.png', '%2e%2e%2f']) {
      const key = newFileKey(STORE, name);
      expect(key).toMatch(FILE_KEY_PATTERN);
      expect(key.startsWith(`${STORE}/`)).toBe(true);
      expect(key.split('/')).toHaveLength(2);
      expect(key.split('/')).not.toContain('..');
    }
    expect(() => newFileKey('../other', 'a.png')).toThrow();
    expect(FILE_KEY_PATTERN.test(`${STORE}/../secrets.json`)).toBe(false);
    expect(FILE_KEY_PATTERN.test(`../${KEY}`)).toBe(false);
  });

  it('stores a well-formed declared type, else guesses from the name', () => {
    expect(normalizeMimeType('image/PNG; charset=x', 'a')).toBe('image/png');
    expect(normalizeMimeType('text/csv', 'a.csv')).toBe('text/csv');
    expect(normalizeMimeType('application/octet-stream', 'import.csv')).toBe('text/csv');
    expect(normalizeMimeType('', 'photo.JPG')).toBe('image/jpeg');
    expect(normalizeMimeType('text/html\r\nx-evil: 1', 'a.bin')).toBe('application/octet-stream');
    expect(normalizeMimeType(undefined, 'noext')).toBe('application/octet-stream');
  });

  it('shows raster images in place and downloads everything else, names encoded', () => {
    expect(dispositionFor('image/png', 'a.png')).toMatch(/^inline;/);
    for (const type of ['image/svg+xml', 'text/html', 'application/pdf', 'text/csv']) {
      expect(dispositionFor(type, 'a')).toMatch(/^attachment;/);
    }
    expect(contentDisposition('attachment', 'prix "été".csv')).toBe(
      `attachment; filename="prix __t__.csv"; filename*=UTF-8''prix%20%22%C3%A9t%C3%A9%22.csv`,
    );
  });
});

describe('signed download links', () => {
  const secret = 'test-secret';
  const now = new Date('2026-01-01T00:00:00Z');
  const inFiveMinutes = now.getTime() / 1000 + 300;

  it('accepts its own signature until it expires', () => {
    const signed = signDownload(secret, KEY, inFiveMinutes);
    const params = { expires: String(signed.expires), signature: signed.signature };
    expect(checkDownload(secret, KEY, params, now)).toBe('valid');
    expect(checkDownload(secret, KEY, params, new Date(now.getTime() + 301_000))).toBe('expired');
  });

  it('refuses a changed key, expiry, signature or secret, and missing parts', () => {
    const signed = signDownload(secret, KEY, inFiveMinutes);
    const params = { expires: String(signed.expires), signature: signed.signature };
    expect(checkDownload(secret, KEY.replace('photo', 'other'), params, now)).toBe('invalid');
    expect(checkDownload(secret, KEY, { ...params, expires: String(inFiveMinutes + 1) }, now)).toBe(
      'invalid',
    );
    expect(checkDownload(secret, KEY, { ...params, signature: `${params.signature}A` }, now)).toBe(
      'invalid',
    );
    expect(checkDownload(secret, KEY, { ...params, signature: `${params.signature}!` }, now)).toBe(
      'invalid',
    );
    expect(checkDownload('other-secret', KEY, params, now)).toBe('invalid');
    expect(checkDownload(secret, KEY, { expires: params.expires }, now)).toBe('invalid');
    expect(checkDownload(secret, KEY, { ...params, expires: '1e12' }, now)).toBe('invalid');
  });
});

describe('S3 object keys and URLs', () => {
  const base: S3Config = { bucket: 'shop', region: 'eu-west-3', forcePathStyle: false };
  const open = { key: KEY, isProtected: false };
  const closed = { key: KEY, isProtected: true };

  it('keeps public and protected files under their own prefixes', () => {
    expect(objectKeyOf(open)).toBe(`public/${KEY}`);
    expect(objectKeyOf(closed)).toBe(`protected/${KEY}`);
    expect(() => objectKeyOf({ key: '../x', isProtected: false })).toThrow();
  });

  it('answers the bucket URL for AWS, MinIO-style endpoints and a public base URL', () => {
    expect(s3ObjectUrl(base, open)).toBe(`https://shop.s3.eu-west-3.amazonaws.com/public/${KEY}`);
    expect(s3ObjectUrl({ ...base, forcePathStyle: true }, open)).toBe(
      `https://s3.eu-west-3.amazonaws.com/shop/public/${KEY}`,
    );
    expect(
      s3ObjectUrl({ ...base, endpoint: 'http://127.0.0.1:9000', forcePathStyle: true }, closed),
    ).toBe(`http://127.0.0.1:9000/shop/protected/${KEY}`);
    expect(s3ObjectUrl({ ...base, endpoint: 'https://acct.r2.cloudflarestorage.com' }, open)).toBe(
      `https://shop.acct.r2.cloudflarestorage.com/public/${KEY}`,
    );
    expect(s3ObjectUrl({ ...base, publicUrl: 'https://cdn.example.com' }, open)).toBe(
      `https://cdn.example.com/public/${KEY}`,
    );
  });
});
