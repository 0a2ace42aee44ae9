#!/usr/bin/env node
// Runs every check and test suite, then prints one line that totals them: `N passed, N failed`.
//   typecheck  tsc over every workspace, the admin app and the tests
//   lint       ESLint and Prettier
//   unit + API Vitest (unit, admin, API on PGlite, API on PostgreSQL when 127.0.0.1:5432 answers)
//   browser    Playwright in the system Chromium against the real server and built admin
// Each type check and lint step counts as one test; Vitest and Playwright count their tests.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, '.test-output');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const totals = { passed: 0, failed: 0 };
const summary = [];

function run(label, command, args, env = {}) {
  process.stdout.write(`\n=== ${label}: ${[command, ...args].join(' ')}\n`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status === 0;
}

function check(label, command, args) {
  const ok = run(label, command, args);
  totals[ok ? 'passed' : 'failed'] += 1;
  summary.push(`${ok ? 'ok  ' : 'FAIL'} ${label}`);
  return ok;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

const npx = 'npx';
const typesOk = check('typecheck: workspaces', npx, ['tsc', '-b']);
check('typecheck: admin app', npx, ['tsc', '-p', 'apps/admin', '--noEmit']);
check('typecheck: admin config and e2e', npx, ['tsc', '-p', 'apps/admin/tsconfig.node.json']);
check('typecheck: tests', npx, ['tsc', '-p', 'tsconfig.tests.json']);
check('lint: eslint', npx, ['eslint', '.', '--max-warnings', '0']);
check('lint: prettier', npx, ['prettier', '--check', '.', '--log-level', 'warn']);

// Vitest: unit, admin, API on PGlite and (when reachable) PostgreSQL.
const vitestJson = path.join(out, 'vitest.json');
const vitestOk = run('unit and API tests (vitest)', npx, [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
const vitest = readJson(vitestJson);
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  const broken = vitestOk || vitest.numFailedTests > 0 ? 0 : 1;
  totals.failed += broken;
  summary.push(
    `${vitestOk ? 'ok  ' : 'FAIL'} vitest: ${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed`,
  );
  // Name each failed test in the summary, so the last lines of a CI log say what broke.
  for (const file of vitest.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      const where = path.relative(root, file.name);
      const why = String(test.failureMessages?.[0] ?? '')
        .split('\n')[0]
        .slice(0, 200);
      summary.push(`       ${where} › ${test.fullName}\n         ${why}`);
    }
    if (file.status === 'failed' && !(file.assertionResults ?? []).length) {
      summary.push(
        `       ${path.relative(root, file.name)}: ${String(file.message ?? '')
          .split('\n')[0]
          .slice(0, 200)}`,
      );
    }
  }
} else {
  totals.failed += 1;
  summary.push('FAIL vitest: no report (the run crashed)');
}

// Playwright: needs the server build (tsc -b above) and the admin build.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  totals.failed += 1;
  summary.push(
    `FAIL browser tests: no Chromium at ${chromium} (apt-get install chromium, or run .ci/run)`,
  );
} else if (!typesOk) {
  totals.failed += 1;
  summary.push('FAIL browser tests: not run, the server did not build');
} else if (!check('build: admin app', 'npm', ['run', 'build', '-w', '@storedesk/admin'])) {
  totals.failed += 1;
  summary.push('FAIL browser tests: not run, the admin app did not build');
} else {
  const playwrightJson = path.join(out, 'playwright.json');
  const playwrightOk = run(
    'browser tests (playwright)',
    npx,
    ['playwright', 'test', '-c', 'apps/admin/playwright.config.ts', '--reporter=list,json'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
  );
  const report = readJson(playwrightJson);
  if (report?.stats) {
    const passed = report.stats.expected;
    const failed = report.stats.unexpected + report.stats.flaky;
    const broken = playwrightOk || failed > 0 ? 0 : 1;
    totals.passed += passed;
    totals.failed += failed + broken;
    summary.push(
      `${playwrightOk ? 'ok  ' : 'FAIL'} playwright: ${passed} passed, ${failed} failed`,
    );
  } else {
    totals.failed += 1;
    summary.push('FAIL playwright: no report (the run crashed)');
  }
}

process.stdout.write(
  `\n=== summary\n${summary.join('\n')}\n\n${totals.passed} passed, ${totals.failed} failed\n`,
);
process.exit(totals.failed === 0 ? 0 : 1);
