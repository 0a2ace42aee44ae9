import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/** The request's Idempotency-Key (echoed back, as v1 does), or undefined. */
export function idempotencyKey(request: FastifyRequest, reply: FastifyReply): string | undefined {
  const given = request.headers['idempotency-key'];
  if (typeof given !== 'string' || !given) return undefined;
  if (given.length > 200) {
    throw new StoredeskError('invalid_data', 'Idempotency-Key: at most 200 characters');
  }
  reply.header('Idempotency-Key', given);
  reply.header('Access-Control-Expose-Headers', 'Idempotency-Key');
  return given;
}
