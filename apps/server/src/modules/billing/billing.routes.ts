import {
  AdminBillingRedirectRes,
  AdminBillingRes,
  AdminPostBillingPlanReq,
} from '@storedesk/contract';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { isSafeMethod, staff, WEBHOOK } from '../../platform/access.js';
import type { AppDeps } from '../../platform/context.js';
import { StoredeskError } from '../../platform/errors.js';
import { adminCtx, typed } from '../../platform/http.js';
import type { PaymentProvider } from '../../platform/payments/provider.js';
import { createStripeClient } from '../../platform/payments/stripe.js';
import { READ_ONLY_MESSAGE, createBillingService, toBilling } from './billing.service.js';
import { NotReadyYet, createStripeWebhookService } from './stripe-webhook.service.js';

export async function billingRoutes(
  instance: FastifyInstance,
  deps: AppDeps & { payments: PaymentProvider },
): Promise<void> {
  const app = typed(instance);
  const billing = createBillingService(deps);
  const answer = (row: Parameters<typeof toBilling>[0] | undefined) => ({
    billing: row ? toBilling(row) : null,
  });

  app.get(
    '/admin/billing',
    { config: staff('read'), schema: { response: { 200: AdminBillingRes } } },
    async (request) => answer(await billing.load(adminCtx(request))),
  );
  app.post(
    '/admin/billing/plan',
    {
      config: staff('manage', { evenWhenReadOnly: true }),
      schema: { body: AdminPostBillingPlanReq, response: { 200: AdminBillingRes } },
    },
    async (request) => answer(await billing.changePlan(adminCtx(request), request.body.plan)),
  );
  app.post(
    '/admin/billing/cancel',
    {
      config: staff('manage', { evenWhenReadOnly: true }),
      schema: { response: { 200: AdminBillingRes } },
    },
    async (request) => answer(await billing.cancelAtPeriodEnd(adminCtx(request))),
  );
  app.post(
    '/admin/billing/resume',
    {
      config: staff('manage', { evenWhenReadOnly: true }),
      schema: { response: { 200: AdminBillingRes } },
    },
    async (request) => answer(await billing.resume(adminCtx(request))),
  );
  app.post(
    '/admin/billing/manage',
    {
      config: staff('manage', { evenWhenReadOnly: true }),
      schema: { response: { 200: AdminBillingRedirectRes } },
    },
    async (request) => billing.paymentUrl(adminCtx(request)),
  );
}

/**
 * A canceled store is read-only: every staff write answers 402 until it pays. Routes declared
 * `evenWhenReadOnly` (signing out, the billing calls themselves) stay open. Runs after the
 * access hook, on the route that matched.
 */
export function registerReadOnlyGuard(
  app: FastifyInstance,
  deps: AppDeps & { payments: PaymentProvider },
): void {
  const billing = createBillingService(deps);
  app.addHook('onRequest', async (request) => {
    const ctx = request.ctx;
    const access = request.routeOptions.config.access;
    if (!ctx?.actor || isSafeMethod(request.method) || typeof access !== 'object') return;
    if (access.evenWhenReadOnly) return;
    if (await billing.isReadOnly(ctx.storeId)) {
      throw new StoredeskError('payment_error', READ_ONLY_MESSAGE, 'store_read_only');
    }
  });
}

/** Stripe's webhook: the signature is checked on the raw body before anything is read. */
export async function stripeWebhookRoutes(instance: FastifyInstance, deps: AppDeps): Promise<void> {
  const stripeConfig = deps.config.payments.stripe;
  if (!stripeConfig) return;
  const stripe: Stripe = createStripeClient(stripeConfig);
  const webhooks = createStripeWebhookService(deps, stripeConfig);

  // Inside this plugin only, JSON bodies stay raw bytes: the signature covers them exactly.
  instance.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  instance.post('/hooks/stripe', { config: WEBHOOK }, async (request, reply) => {
    const signature = request.headers['stripe-signature'];
    let event: Stripe.Event;
    try {
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body))
        throw new Error('unsigned');
      event = stripe.webhooks.constructEvent(request.body, signature, stripeConfig.webhookSecret);
    } catch {
      return reply.code(400).send({
        type: 'invalid_data',
        message: 'The Stripe-Signature header does not match this payload.',
      });
    }
    try {
      const outcome = await webhooks.handle(event);
      return { received: true, outcome };
    } catch (error) {
      if (error instanceof NotReadyYet) return reply.code(409).send(error.toBody());
      throw error;
    }
  });
}
