import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'storedesk-config-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('needs nothing on a first start and keeps generated secrets in the data dir', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      dataDir,
      databaseUrl: undefined,
      seedDemo: true,
    });
    expect(config.publicUrl).toBe('http://localhost:9000');
    expect(config.cookieSecret.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, 'secrets.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8')).jwtSecret).toBe(config.jwtSecret);

    const again = loadConfig({ DATA_DIR: dataDir });
    expect(again.cookieSecret).toBe(config.cookieSecret);
    expect(again.jwtSecret).toBe(config.jwtSecret);
  });

  it('names every wrong value in one error', () => {
    let error: unknown;
    try {
      loadConfig({
        DATA_DIR: tempDir(),
        PORT: 'ninety',
        DATABASE_URL: 'mysql://x',
        JWT_SECRET: 'short',
        SEED_DEMO: 'maybe',
        LOG_LEVEL: 'loud',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toEqual(
      expect.arrayContaining([
        'PORT must be a number (got "ninety")',
        'DATABASE_URL must start with postgres:// or postgresql://',
        'JWT_SECRET must be at least 32 characters',
        'SEED_DEMO must be true or false (got "maybe")',
      ]),
    );
    expect(problems.some((problem) => problem.startsWith('LOG_LEVEL'))).toBe(true);
    expect((error as Error).message).not.toContain('short');
  });

  it('reads the shop domain stores answer under, lower-cased; refuses a URL', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).shopDomain).toBeUndefined();
    expect(loadConfig({ DATA_DIR: tempDir(), SHOP_DOMAIN: 'Shops.Example.com' }).shopDomain).toBe(
      'shops.example.com',
    );
    expect(() =>
      loadConfig({ DATA_DIR: tempDir(), SHOP_DOMAIN: 'https://shops.example.com' }),
    ).toThrow(/SHOP_DOMAIN must be a domain such as shops\.example\.com/);
  });

  it("sends the stores' Stripe calls to STRIPE_API_URL with the local billing checkout too", () => {
    const local = loadConfig({ DATA_DIR: tempDir(), STRIPE_API_URL: 'http://127.0.0.1:9124' });
    expect(local.payments).toEqual({ provider: 'local', stripeApiUrl: 'http://127.0.0.1:9124' });
    const billed = loadConfig({
      DATA_DIR: tempDir(),
      STRIPE_SECRET_KEY: 'sk_test_platform',
      STRIPE_WEBHOOK_SECRET: 'whsec_platform',
      STRIPE_API_URL: 'http://127.0.0.1:9124',
    });
    expect(billed.payments).toMatchObject({
      provider: 'stripe',
      stripeApiUrl: 'http://127.0.0.1:9124',
      stripe: { apiUrl: 'http://127.0.0.1:9124' },
    });
    expect(loadConfig({ DATA_DIR: tempDir() }).payments).toEqual({ provider: 'local' });
  });

  it('resolves a relative DATA_DIR from where the npm command was typed', () => {
    const root = tempDir();
    const config = loadConfig({
      DATA_DIR: '.data',
      INIT_CWD: root,
      COOKIE_SECRET: 'c'.repeat(32),
      JWT_SECRET: 'j'.repeat(32),
    });
    expect(config.dataDir).toBe(path.join(root, '.data'));
  });

  it('announces only what the server has by default: inventory, stock locations, order editing', () => {
    const config = loadConfig({ DATA_DIR: tempDir() });
    expect(config.modules).toEqual(['inventoryService', 'stockLocationService']);
    expect(config.featureFlags).toEqual({
      analytics: true,
      order_editing: true,
      product_categories: true,
      publishable_api_keys: true,
      sales_channels: true,
      tax_inclusive_pricing: false,
    });
  });

  it('reads feature flags and modules', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      FEATURE_FLAGS: 'analytics=false, product_categories=true',
      MODULES: 'inventoryService',
    });
    expect(config.featureFlags).toMatchObject({ analytics: false, product_categories: true });
    expect(config.modules).toEqual(['inventoryService']);
    expect(() => loadConfig({ DATA_DIR: tempDir(), FEATURE_FLAGS: 'analytics' })).toThrow(
      /FEATURE_FLAGS must look like/,
    );
  });
});

describe('loadConfig: uploads', () => {
  const problemsOf = (env: Record<string, string>): string[] => {
    try {
      loadConfig({ DATA_DIR: tempDir(), ...env });
    } catch (error) {
      if (error instanceof ConfigError) return error.problems;
      throw error;
    }
    return [];
  };

  it('keeps files on disk with 10 MB and 10 files per upload unless told otherwise', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), COOKIE_SECRET: 'c'.repeat(32) });
    expect(config.files).toMatchObject({
      maxBytes: 10 * 1024 * 1024,
      maxFiles: 10,
      urlTtlSeconds: 300,
    });
    expect(config.files.s3).toBeUndefined();
    // Derived from, but not equal to, the cookie secret; stable across starts.
    expect(config.files.signingSecret).not.toBe(config.cookieSecret);
    expect(
      loadConfig({ DATA_DIR: tempDir(), COOKIE_SECRET: 'c'.repeat(32) }).files.signingSecret,
    ).toBe(config.files.signingSecret);
    expect(
      loadConfig({ DATA_DIR: tempDir(), UPLOAD_MAX_BYTES: '2048', UPLOAD_MAX_FILES: '3' }).files,
    ).toMatchObject({ maxBytes: 2048, maxFiles: 3 });
  });

  it('reads an S3 bucket, with or without keys', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      S3_BUCKET: 'shop-files',
      S3_ENDPOINT: 'http://127.0.0.1:9100/',
      S3_ACCESS_KEY_ID: 'minio',
      S3_SECRET_ACCESS_KEY: 'minio-secret',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PUBLIC_URL: 'https://cdn.example.com/',
    });
    expect(config.files.s3).toEqual({
      bucket: 'shop-files',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9100',
      forcePathStyle: true,
      publicUrl: 'https://cdn.example.com',
      credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
    });
    const aws = loadConfig({ DATA_DIR: tempDir(), S3_BUCKET: 'shop', S3_REGION: 'eu-west-3' });
    expect(aws.files.s3).toEqual({ bucket: 'shop', region: 'eu-west-3', forcePathStyle: false });
  });

  it('says plainly what an S3 setup lacks, never echoing a secret', () => {
    expect(problemsOf({ S3_ENDPOINT: 'http://127.0.0.1:9100' })).toEqual([
      expect.stringMatching(/^S3_ENDPOINT is set but S3_BUCKET is not/),
    ]);
    expect(problemsOf({ S3_BUCKET: 'shop' })).toEqual([
      'S3_REGION is required with S3_BUCKET on AWS (e.g. us-east-1)',
    ]);
    const halfKeys = problemsOf({
      S3_BUCKET: 'shop',
      S3_REGION: 'us-east-1',
      S3_SECRET_ACCESS_KEY: 'top-secret-value',
    });
    expect(halfKeys).toEqual([
      expect.stringMatching(/^S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/),
    ]);
    const wrong = problemsOf({
      S3_BUCKET: 'shop',
      S3_ENDPOINT: 'not a url',
      UPLOAD_MAX_BYTES: '-1',
    });
    expect(wrong).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^S3_ENDPOINT must be a URL/),
        expect.stringMatching(/^UPLOAD_MAX_BYTES /),
      ]),
    );
    expect(wrong.join('\n')).not.toContain('not a url');
    expect([...halfKeys, ...wrong].join('\n')).not.toContain('top-secret-value');
  });
});
