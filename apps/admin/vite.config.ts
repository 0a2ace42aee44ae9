/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Connect, type Plugin } from 'vite';

const API_SERVER = 'http://localhost:9000';

/**
 * SPEC point 7 reads translations from `{base}public/locales/{lng}/{ns}.json`, while Vite serves
 * `public/` at the base itself (`/app/locales/...`). This answers the SPEC's address with the
 * same files in `vite dev` and `vite preview`; the server does the same for the build
 * (apps/server/src/platform/spa.ts).
 */
function localesUnderPublic(): Plugin {
  const rewrite: Connect.NextHandleFunction = (req, _res, next) => {
    if (req.url?.startsWith('/app/public/locales/')) {
      req.url = req.url.replace('/app/public/locales/', '/app/locales/');
    }
    next();
  };
  return {
    name: 'storedesk-locales-under-public',
    configureServer: (server) => void server.middlewares.use(rewrite),
    configurePreviewServer: (server) => void server.middlewares.use(rewrite),
  };
}

export default defineConfig({
  base: '/app/',
  plugins: [react(), tailwindcss(), localesUnderPublic()],
  resolve: {
    // Workspace packages resolve to their TypeScript source, so no package build is needed.
    conditions: ['@storedesk/source', ...defaultClientConditions],
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/admin': API_SERVER,
      '/store': API_SERVER,
      '/health': API_SERVER,
      '/hooks': API_SERVER,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Two pages: the admin (index.html) and the hosted shop (shop.html, src/shop), whose code
    // never loads the admin's. The shop's server entry is built by `vite build --ssr`.
    rollupOptions: {
      input: {
        admin: fileURLToPath(new URL('./index.html', import.meta.url)),
        shop: fileURLToPath(new URL('./shop.html', import.meta.url)),
      },
    },
  },
  test: {
    name: 'admin',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    passWithNoTests: true,
  },
});
