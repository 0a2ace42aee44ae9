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
