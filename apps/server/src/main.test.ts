import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { emptyPostgresDatabase, testDatabaseKind, type EmptyDatabase } from '../test/database.js';

// The server and CLI as an operator runs them: separate processes, real ports, real signals.
const serverRoot = path.resolve(import.meta.dirname, '..');
const TSX = ['--import', 'tsx', '--conditions=@storedesk/source'];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address() as net.AddressInfo;
      server.close(() => resolve(address.port));
    });
    server.on('error', reject);
  });
}

interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function start(env: Record<string, string>): Promise<Running> {
  const child = spawn(process.execPath, [...TSX, 'src/main.ts'], {
    cwd: serverRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 45_000);
    const check = setInterval(() => {
      if (output.includes('Storedesk is running')) {
        clearInterval(check);
        clearTimeout(timer);
        // The banner is one write; give it a moment to arrive whole.
        setTimeout(() => resolve({ child, output: () => output, exited }), 100);
      }
    }, 50);
    child.on('exit', () => {
      clearInterval(check);
      clearTimeout(timer);
      reject(new Error(`server exited early:\n${output}`));
    });
  });
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'storedesk-main-'));
let postgres: EmptyDatabase | undefined;

async function environment(): Promise<Record<string, string>> {
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: String(await freePort()),
    LOG_LEVEL: 'info',
    ADMIN_DIST: path.join(dataDir, 'no-admin-build'),
  };
  if (testDatabaseKind() === 'postgres') {
    postgres ??= await emptyPostgresDatabase('storedesk_main');
    env.DATABASE_URL = postgres.url;
  }
  return env;
}

afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  await postgres?.drop();
});

async function login(port: string, email: string, password: string): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port}/admin/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return response.status;
}

// Each test starts real processes on a new embedded database (initdb, every migration): slow,
// and slower still on a busy machine.
describe('the server process', { timeout: 120_000 }, () => {
  it('starts with nothing configured, seeds a demo login once, and keeps data over a restart', async () => {
    const env = await environment();
    const first = await start(env);
    const banner = first.output();
    const email = /email:\s+(\S+)/.exec(banner)?.[1];
    const password = /password:\s+(\S+)/.exec(banner)?.[1];
    expect(email).toBe('demo@storedesk.dev');
    expect(password).toBeDefined();
    expect(banner).toContain(`http://127.0.0.1:${env.PORT}/app`);

    const health = await fetch(`http://127.0.0.1:${env.PORT}/health`);
    expect(health.status).toBe(200);
    expect(await login(env.PORT!, email!, password!)).toBe(200);

    if (testDatabaseKind() === 'pglite') {
      // The CLI refuses the data dir the server holds, and says why.
      const cli = spawnSync(process.execPath, [...TSX, 'src/cli.ts', 'migrate'], {
        cwd: serverRoot,
        env: { ...process.env, DATA_DIR: dataDir },
        encoding: 'utf8',
      });
      expect(cli.status).toBe(1);
      expect(cli.stderr).toMatch(/in use by another Storedesk process \(pid \d+\)/);
    }

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toMatch(/SIGTERM received/);
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);

    const second = await start({ ...env, PORT: String(await freePort()) });
    const port = /127\.0\.0\.1:(\d+)\/app/.exec(second.output())?.[1];
    expect(second.output()).not.toContain('A demo organisation was created');
    expect(await login(port!, email!, password!)).toBe(200);
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
  });

  it('refuses a wrong setting with a message naming it', async () => {
    const result = spawnSync(process.execPath, [...TSX, 'src/main.ts'], {
      cwd: serverRoot,
      env: { ...process.env, DATA_DIR: dataDir, PORT: 'abc', DATABASE_URL: 'mysql://nope' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PORT must be a number (got "abc")');
    expect(result.stderr).toContain('DATABASE_URL must start with postgres:// or postgresql://');
  });

  it('creates an organisation from the operator command line', async () => {
    const env = await environment();
    const result = spawnSync(
      process.execPath,
      [
        ...TSX,
        'src/cli.ts',
        'org:create',
        '--name',
        'Cli Shop',
        '--email',
        'Owner@Cli-Shop.test',
        '--password',
        'cli-secret',
      ],
      { cwd: serverRoot, env: { ...process.env, ...env }, encoding: 'utf8' },
    );
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(/Organisation created\.[\s\S]*owner@cli-shop\.test/);

    const duplicate = spawnSync(
      process.execPath,
      [
        ...TSX,
        'src/cli.ts',
        'org:create',
        '--name',
        'Again',
        '--email',
        'owner@cli-shop.test',
        '--password',
        'cli-secret',
      ],
      { cwd: serverRoot, env: { ...process.env, ...env }, encoding: 'utf8' },
    );
    expect(duplicate.status).toBe(1);
    expect(duplicate.stderr).toContain('A user with the email owner@cli-shop.test already exists.');

    const missing = spawnSync(
      process.execPath,
      [...TSX, 'src/cli.ts', 'org:create', '--name', 'X'],
      {
        cwd: serverRoot,
        env: { ...process.env, ...env },
        encoding: 'utf8',
      },
    );
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('--email is required');

    const server = await start(env);
    expect(await login(env.PORT!, 'owner@cli-shop.test', 'cli-secret')).toBe(200);
    server.child.kill('SIGTERM');
    await server.exited;
  });
});
