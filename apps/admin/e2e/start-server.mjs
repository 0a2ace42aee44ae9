// Starts the real server for the end-to-end tests: a fresh data directory, one organisation
// created through the CLI, then `main.js` on 127.0.0.1:9123 serving the built admin under /app.
// Run from the repository root (playwright.config.ts sets cwd).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStripeStandIn } from './stripe-stand-in.mjs';

// E2E_DATA_DIR (set by playwright.config.ts) lets the tests read the mail outbox; it starts empty.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'storedesk-e2e-'));
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
// Stripe's API as the stores' own Stripe accounts reach it in these tests (the shop's Stripe
// checkout); it lives as long as this process.
const stripe = process.env.E2E_STRIPE_API_URL
  ? await startStripeStandIn(Number(new URL(process.env.E2E_STRIPE_API_URL).port))
  : undefined;
const env = {
  ...process.env,
  ...(stripe ? { STRIPE_API_URL: stripe.url } : {}),
  DATA_DIR: dataDir,
  PORT: process.env.PORT ?? '9123',
  HOST: process.env.HOST ?? '127.0.0.1',
  SEED_DEMO: 'false',
  // Many logins from one address and one user: this test server must not rate-limit them.
  AUTH_RATE_LIMIT_PER_ADDRESS: '100000',
  AUTH_RATE_LIMIT_PER_EMAIL_AND_ADDRESS: '100000',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
};

let cleanedUp = false;
function cleanUp() {
  if (cleanedUp) return;
  cleanedUp = true;
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * Runs `node ...args` to completion; rejects unless it exits 0.
 * @param {string[]} args
 * @returns {Promise<void>}
 */
function run(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve(undefined);
      else reject(new Error(`node ${args.join(' ')} exited with ${signal ?? code}`));
    });
  });
}

try {
  await run([
    'apps/server/dist/cli.js',
    'org:create',
    '--name',
    'E2E Store',
    '--email',
    'e2e-admin@example.com',
    '--password',
    'e2e-secret-123',
  ]);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  cleanUp();
  process.exit(1);
}

const server = spawn(process.execPath, ['apps/server/dist/main.js'], { env, stdio: 'inherit' });

for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT'])) {
  process.on(signal, () => {
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
  });
}

server.on('error', (error) => {
  console.error(error.message);
  cleanUp();
  process.exit(1);
});

server.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 1 : 0));
});

process.on('exit', cleanUp);
