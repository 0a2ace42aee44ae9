// Repeats the trial of the real Medusa v1 Next.js starter against Storedesk
// (docs/v1-compatibility.md, "Tried with the real v1 Next.js starter"): exports the starter unchanged, installs it, starts a Storedesk
// server on a fresh data directory, seeds a store through the admin API, points the starter at
// the store's API base URL, runs `next dev` and walks a shopper's path with Chromium.
// Not part of npm test (it installs the starter from the npm registry and takes minutes).
//
//   node scripts/v1-starter/trial.mjs
//
// STARTER_REPO: a git repository of medusajs/nextjs-starter-medusa (a local path or a URL, default
// GitHub); TRIAL_DIR (default a new temporary directory); API_PORT (9471), STOREFRONT_PORT (8000).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedTrialStore } from './seed.mjs';
import { walkStarter } from './walk.mjs';

const STARTER_COMMIT = 'c30bec3e';
const repo = process.env.STARTER_REPO ?? 'https://github.com/medusajs/nextjs-starter-medusa.git';
const trialDir = process.env.TRIAL_DIR ?? mkdtempSync(join(tmpdir(), 'storedesk-v1-starter-'));
const apiPort = Number(process.env.API_PORT ?? 9471);
const storefrontPort = Number(process.env.STOREFRONT_PORT ?? 8000);
const starterDir = join(trialDir, 'starter');
const dataDir = join(trialDir, 'data');
const say = (line) => process.stdout.write(`${line}\n`);
const run = (command, args, cwd) => execFileSync(command, args, { cwd, stdio: 'inherit' });
const children = [];

function start(command, args, options) {
  // Own process group, so stopping it stops what it started (next dev forks a server).
  const child = spawn(command, args, { ...options, detached: true, stdio: 'inherit' });
  children.push(child);
  return child;
}

function stopAll() {
  for (const child of children) {
    if (child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  }
}

async function waitFor(url, seconds) {
  for (let i = 0; i < seconds; i++) {
    try {
      const res = await fetch(url, { redirect: 'manual' });
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});

try {
  if (!existsSync(join(starterDir, 'package.json'))) {
    mkdirSync(starterDir, { recursive: true });
    let source = repo;
    if (!existsSync(repo)) {
      source = join(trialDir, 'starter.git');
      run('git', ['clone', '--bare', '--quiet', repo, source]);
    }
    say(`Exporting the starter at ${STARTER_COMMIT} to ${starterDir}`);
    execFileSync('sh', [
      '-c',
      `git -C "${source}" archive ${STARTER_COMMIT} | tar -x -C "${starterDir}"`,
    ]);
  }
  if (!existsSync(join(starterDir, 'node_modules'))) {
    run('npm', ['install', '--no-audit', '--no-fund'], starterDir);
  }

  say('Building Storedesk and creating the trial store');
  run('npx', ['tsc', '-b']);
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
  };
  const email = 'owner@acme.test';
  const password = 'trial-secret-123';
  execFileSync(
    process.execPath,
    [
      'apps/server/dist/cli.js',
      'org:create',
      '--name',
      'Acme Trial',
      '--email',
      email,
      '--password',
      password,
    ],
    { env, stdio: 'inherit' },
  );
  start(process.execPath, ['apps/server/dist/main.js'], { env });
  const backend = `http://127.0.0.1:${apiPort}`;
  await waitFor(`${backend}/health`, 60);
  const baseUrl = await seedTrialStore(backend, email, password);

  // The starter's configuration: nothing but its environment.
  writeFileSync(
    join(starterDir, '.env.local'),
    [
      `NEXT_PUBLIC_MEDUSA_BACKEND_URL=${baseUrl}`,
      `NEXT_PUBLIC_BASE_URL=http://localhost:${storefrontPort}`,
      'NEXT_PUBLIC_DEFAULT_REGION=us',
      'REVALIDATE_SECRET=supersecret',
      '',
    ].join('\n'),
  );
  say(`Starting the starter on http://localhost:${storefrontPort} against ${baseUrl}`);
  start('npx', ['next', 'dev', '-p', String(storefrontPort)], {
    cwd: starterDir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  await waitFor(`http://localhost:${storefrontPort}/`, 120);

  const { passed, total } = await walkStarter(
    `http://localhost:${storefrontPort}`,
    join(trialDir, 'screenshots'),
  );
  say(`${passed} of ${total} steps passed (screenshots in ${join(trialDir, 'screenshots')})`);
  process.exitCode = passed === total ? 0 : 1;
} finally {
  stopAll();
}
