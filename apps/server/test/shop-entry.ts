import { mkdirSync, mkdtempSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';

const repo = path.resolve(import.meta.dirname, '../../..');
const admin = path.join(repo, 'apps/admin');

/**
 * Builds the shop's server entry as `npm run build` does, into `<dir>/dist-ssr`, and answers
 * `<dir>/dist` to pass as ADMIN_DIST (no client build there: pages render with the server's
 * bare template). The folder is under node_modules so that the packages the entry leaves out
 * (react, i18next...) resolve as they do from apps/admin. The caller removes it.
 */
export async function buildShopEntry(): Promise<{ dir: string; adminDist: string }> {
  const cache = path.join(repo, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(path.join(cache, 'storedesk-shop-test-'));
  await build({
    configFile: path.join(admin, 'vite.config.ts'),
    root: admin,
    logLevel: 'error',
    build: {
      ssr: 'src/shop/entry-server.tsx',
      outDir: path.join(dir, 'dist-ssr'),
      emptyOutDir: true,
      copyPublicDir: false,
    },
  });
  return { dir, adminDist: path.join(dir, 'dist') };
}
