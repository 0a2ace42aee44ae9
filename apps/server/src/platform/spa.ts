import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PUBLIC } from './access.js';

/**
 * `/app` and `/app/` reach one route (the router ignores trailing slashes); only the bare
 * spelling is redirected, so that the page's relative asset URLs resolve under /app/.
 */
const endsWithSlash = (request: FastifyRequest) => request.url.split('?')[0]!.endsWith('/');

/**
 * SPEC point 7 reads translations from `{base}public/locales/{lng}/{ns}.json`; the build keeps
 * them in `locales/` (Vite copies `public/` to the root of dist). Both addresses answer.
 */
const LOCALES_ALIAS = 'public/locales/';
const servedName = (wanted: string) =>
  wanted.startsWith(LOCALES_ALIAS) ? `locales/${wanted.slice(LOCALES_ALIAS.length)}` : wanted;

/**
 * Serves the built admin SPA under /app/. Files that exist are sent as they are (hashed assets
 * cached for a year); every other /app path gets index.html so a reload on /app/a/products works.
 */
export async function registerAdminSpa(app: FastifyInstance, distDir: string): Promise<void> {
  const index = path.join(distDir, 'index.html');
  if (!existsSync(index)) {
    const notBuilt = (reply: FastifyReply) =>
      reply
        .code(503)
        .type('text/plain')
        .send(
          'The admin dashboard is not built yet: run `npm run build` (npm start does it for you).',
        );
    app.get('/app/*', { config: PUBLIC }, async (_request, reply) => notBuilt(reply));
    app.get('/app', { config: PUBLIC }, async (request, reply) =>
      endsWithSlash(request) ? notBuilt(reply) : reply.redirect('/app/'),
    );
    return;
  }

  await app.register(fastifyStatic, {
    root: distDir,
    serve: false,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  app.get('/app', { config: PUBLIC }, async (request, reply) =>
    endsWithSlash(request) ? reply.sendFile('index.html') : reply.redirect('/app/'),
  );
  app.get('/app/*', { config: PUBLIC }, async (request, reply) => {
    const wanted = (request.params as { '*': string })['*'];
    const file = path.normalize(servedName(wanted));
    const looksLikeFile = path.extname(file) !== '';
    if (looksLikeFile && !file.startsWith('..') && existsSync(path.join(distDir, file))) {
      return reply.sendFile(file);
    }
    if (looksLikeFile && !wanted.endsWith('.html')) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    return reply.sendFile('index.html');
  });
}
