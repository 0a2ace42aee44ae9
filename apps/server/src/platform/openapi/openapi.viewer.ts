import { createRequire } from 'node:module';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { PUBLIC } from '../access.js';
import { StoredeskError } from '../errors.js';

/**
 * Swagger UI as its project publishes it for servers (swagger-ui-dist). @fastify/swagger-ui
 * would serve the same files, but its routes cannot declare their access, which every route
 * here must (platform/access.ts).
 */
const VIEWER_DIR = path.dirname(
  createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'),
);

/** The package's files the page uses; nothing else under /docs is served. */
const VIEWER_FILES = new Set([
  'swagger-ui.css',
  'index.css',
  'swagger-ui-bundle.js',
  'favicon-32x32.png',
  'favicon-16x16.png',
]);

// validatorUrl null: Swagger UI would otherwise send the document to validator.swagger.io, and
// this page must work offline. The reference is long: operations start folded, with a filter.
const STARTER = `window.ui = SwaggerUIBundle({
  url: '/openapi.json',
  dom_id: '#reference',
  deepLinking: true,
  docExpansion: 'none',
  filter: true,
  validatorUrl: null,
  defaultModelsExpandDepth: 0,
});
`;

// Absolute addresses, so that /docs and /docs/ read the same page.
const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Storedesk API reference</title>
    <link rel="icon" type="image/png" sizes="32x32" href="/docs/favicon-32x32.png" />
    <link rel="icon" type="image/png" sizes="16x16" href="/docs/favicon-16x16.png" />
    <link rel="stylesheet" href="/docs/swagger-ui.css" />
    <link rel="stylesheet" href="/docs/index.css" />
  </head>
  <body>
    <div id="reference"></div>
    <script src="/docs/swagger-ui-bundle.js"></script>
    <script src="/docs/starter.js"></script>
  </body>
</html>
`;

/** Everything the page loads comes from this server: no CDN, no inline script. */
const PAGE_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // Swagger UI sets style attributes on its elements.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The browsable reference at /docs: one page and the viewer's files, loaded by that page only
 * (no other route, hook or page of the server touches them).
 */
export async function apiReferenceViewer(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, { root: VIEWER_DIR, serve: false });

  app.get('/docs', { config: PUBLIC }, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', PAGE_POLICY)
      .send(PAGE),
  );
  app.get('/docs/*', { config: PUBLIC }, async (request, reply) => {
    const file = (request.params as { '*': string })['*'];
    if (file === 'starter.js') {
      return reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(STARTER);
    }
    if (!VIEWER_FILES.has(file)) {
      throw new StoredeskError('not_found', 'No such file in the API reference viewer');
    }
    return reply.sendFile(file);
  });
}
