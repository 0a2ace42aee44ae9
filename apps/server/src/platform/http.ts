import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AdminContext, RequestContext } from './context.js';
import { StoredeskError } from './errors.js';

export function typed(app: FastifyInstance) {
  return app.withTypeProvider<ZodTypeProvider>();
}

/** The staff context the auth hook resolved; routes under /admin only. */
export function adminCtx(request: FastifyRequest): AdminContext {
  const ctx = request.ctx;
  if (!ctx?.actor) throw new StoredeskError('unauthorized', 'Unauthorized');
  return ctx as AdminContext;
}

/** The shopper context the publishable key resolved; routes under /store only. */
export function storeCtx(request: FastifyRequest): RequestContext {
  const ctx = request.ctx;
  if (!ctx) throw new StoredeskError('invalid_data', 'Missing x-publishable-api-key header');
  return ctx;
}
