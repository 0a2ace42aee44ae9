import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { E2E_DATA_DIR, E2E_STRIPE_API_URL } from './e2e/environment.js';

const PORT = 9123;
const BASE_URL = `http://127.0.0.1:${PORT}`;
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 1,
  reporter: process.env.CI ? 'line' : 'list',
  outputDir: '../../test-results',
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
  },
  projects: [
    // Before the browser tests: the e2e admin has answered the usage-data question already, so
    // the consent overlay only appears where a test is about it (or for brand-new users).
    { name: 'setup', testMatch: /global\.setup\.ts/ },
    {
      name: 'chromium',
      dependencies: ['setup'],
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--headless=new',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'node apps/admin/e2e/start-server.mjs',
    cwd: repoRoot,
    url: `${BASE_URL}/health`,
    reuseExistingServer: false,
    // SIGTERM (not SIGKILL) so start-server.mjs stops the server and removes its data directory.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      E2E_DATA_DIR,
      E2E_STRIPE_API_URL,
      PUBLIC_URL: BASE_URL,
    },
  },
});
