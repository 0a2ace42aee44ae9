import net from 'node:net';
import os from 'node:os';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const SOURCE_CONDITIONS = ['@storedesk/source', 'module', 'node', 'development|production'];

/** True when the local PostgreSQL server answers (CI and these machines run one on 5432). */
function postgresReachable(): Promise<boolean> {
  if (process.env.TEST_POSTGRES === 'off') return Promise.resolve(false);
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: 5432, timeout: 1000 });
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

const apiProject = (
  name: string,
  database: 'pglite' | 'postgres',
): TestProjectInlineConfiguration => ({
  extends: true as const,
  test: {
    name,
    include: ['apps/server/src/**/*.test.ts'],
    exclude: ['apps/server/src/**/*.unit.test.ts'],
    env: { TEST_DATABASE: database },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

const withPostgres = await postgresReachable();

export default defineConfig(() => {
  if (!withPostgres) {
    console.warn(
      'PostgreSQL is not reachable on 127.0.0.1:5432: the API suite runs on PGlite only.',
    );
  }
  return {
    resolve: { conditions: SOURCE_CONDITIONS },
    // Vitest hands the SSR conditions to Node as --conditions. `module` is a bundler-only
    // condition: Node would take packages' dist-es builds (e.g. the AWS SDK's), which it can't run.
    ssr: {
      resolve: {
        conditions: SOURCE_CONDITIONS.filter((condition) => condition !== 'module'),
        externalConditions: ['@storedesk/source'],
      },
    },
    test: {
      // Vitest's default is one worker fewer than the cores: a single worker on a 2-core CI
      // machine, which then sits half idle while API files wait on PostgreSQL. One more worker
      // than cores keeps both busy (CI went from 50 minutes towards 30).
      maxWorkers: os.availableParallelism() + 1,
      projects: [
        {
          extends: true as const,
          test: {
            name: 'unit',
            include: [
              'packages/contract/src/**/*.test.ts',
              'packages/client/src/**/*.test.ts',
              'apps/server/src/**/*.unit.test.ts',
            ],
          },
        },
        {
          extends: true as const,
          test: {
            name: 'react',
            include: ['packages/react/src/**/*.test.{ts,tsx}'],
            environment: 'jsdom',
          },
        },
        'apps/admin/vite.config.ts',
        apiProject('api-pglite', 'pglite'),
        ...(withPostgres ? [apiProject('api-postgres', 'postgres')] : []),
      ],
    },
  };
});
