import { HealthRes } from '@storedesk/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/context.js';
import { typed } from '../../platform/http.js';
import { PUBLIC } from '../../platform/access.js';

export async function healthRoutes(instance: FastifyInstance, deps: AppDeps): Promise<void> {
  typed(instance).get(
    '/health',
    { config: PUBLIC, schema: { response: { 200: HealthRes, 503: HealthRes } }, logLevel: 'warn' },
    async (request, reply) => {
      try {
        await deps.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unavailable');
        return reply.code(503).send({ status: 'unavailable', database: 'unavailable' });
      }
    },
  );
}
