import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { PUBLIC } from '../access.js';
import { documentOptions } from './openapi.document.js';
import { apiReferenceViewer } from './openapi.viewer.js';

/**
 * The API reference: the OpenAPI 3.1 document at /openapi.json and its viewer at /docs.
 * Register it before the routes: @fastify/swagger lists the routes registered after it.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, documentOptions());

  // Written on the first request, once every route is known, then kept. @fastify/swagger only
  // watches routes being added: no other request runs any of this.
  let document: string | undefined;
  app.get('/openapi.json', { config: PUBLIC }, async (_request, reply) => {
    document ??= JSON.stringify(app.swagger());
    return reply.type('application/json; charset=utf-8').send(document);
  });

  await app.register(apiReferenceViewer);
}
