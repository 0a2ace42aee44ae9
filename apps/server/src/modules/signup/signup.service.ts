import { findPlan, type AdminOrgPaymentReq } from '@storedesk/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../platform/context.js';
import { hashPassword } from '../../platform/crypto.js';
import type { Tx } from '../../platform/db/client.js';
import { withPlatformTx } from '../../platform/db/tx.js';
import { StoredeskError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import type { PaymentProvider } from '../../platform/payments/provider.js';
import { consumeRateLimits } from '../../platform/rate-limit.js';
import { ensureReferenceData } from '../../platform/reference/reference-data.js';
import { provisionInTx } from '../store/provision.js';
import { billingAccount } from '../billing/billing.tables.js';
import { findByEmailAnyStore } from '../users/users.repo.js';
import { signupIntent } from './signup.tables.js';

export type SignupIntentRow = typeof signupIntent.$inferSelect;
export type SignupInput = z.output<typeof AdminOrgPaymentReq>['userData'];

/** What the provider confirmed when the first payment went through. */
export interface ConfirmedPayment {
  provider: 'local' | 'stripe';
  customerId: string | null;
  subscriptionId: string | null;
  currentPeriodEnd: Date | null;
  /** When the provider confirmed it (orders later billing events). */
  confirmedAt: Date;
}

export const USER_EXISTS_MESSAGE = 'User already exists. Please use a different email.';

/**
 * Creates the organisation, store, owner and billing record for a paid sign-up, exactly once per
 * intent: the intent row is locked, so concurrent confirmations (webhook retries, the success
 * page) wait and then find it provisioned; the unique index on billing_account.signup_intent_id
 * is the second guard. An intent whose email was taken meanwhile is marked for attention.
 */
export async function completeSignup(
  deps: Pick<AppDeps, 'db' | 'logger'>,
  intentId: string,
  payment: ConfirmedPayment,
): Promise<SignupIntentRow> {
  await ensureReferenceData(deps.db);
  return withPlatformTx(deps.db, (tx) => completeSignupInTx(tx, deps.logger, intentId, payment));
}

/** The same, inside a transaction the caller holds (the webhook records its event in it). */
export async function completeSignupInTx(
  tx: Tx,
  logger: AppDeps['logger'],
  intentId: string,
  payment: ConfirmedPayment,
): Promise<SignupIntentRow> {
  const [intent] = await tx
    .select()
    .from(signupIntent)
    .where(eq(signupIntent.id, intentId))
    .for('update');
  if (!intent) throw new StoredeskError('not_found', `Sign-up with id: ${intentId} was not found`);
  if (intent.status !== 'pending') return intent;
  if (await findByEmailAnyStore(tx, intent.email)) {
    logger.warn({ intentId }, 'paid sign-up not provisioned: its email was taken meanwhile');
    return markForAttention(tx, intentId, 'email_taken');
  }
  const created = await provisionInTx(tx, {
    name: intent.organization,
    email: intent.email,
    passwordHash: intent.passwordHash,
    firstName: intent.firstName,
    lastName: intent.lastName,
    currencyCode: 'usd',
  });
  await tx.insert(billingAccount).values({
    storeId: created.storeId,
    signupIntentId: intent.id,
    plan: intent.plan,
    status: 'active',
    provider: payment.provider,
    providerCustomerId: payment.customerId,
    providerSubscriptionId: payment.subscriptionId,
    currentPeriodEnd: payment.currentPeriodEnd,
    statusChangedAt: payment.confirmedAt,
  });
  const [updated] = await tx
    .update(signupIntent)
    .set({ status: 'provisioned', storeId: created.storeId, updatedAt: new Date() })
    .where(eq(signupIntent.id, intentId))
    .returning();
  logger.info({ intentId, storeId: created.storeId }, 'sign-up provisioned');
  return updated!;
}

async function markForAttention(
  tx: Tx,
  intentId: string,
  reason: string,
): Promise<SignupIntentRow> {
  const [updated] = await tx
    .update(signupIntent)
    .set({ status: 'needs_attention', attentionReason: reason, updatedAt: new Date() })
    .where(eq(signupIntent.id, intentId))
    .returning();
  return updated!;
}

export function createSignupService(deps: AppDeps & { payments: PaymentProvider }) {
  const { db, config, payments, logger } = deps;
  const limit = (action: string, address: string) =>
    consumeRateLimits(db, [
      {
        key: `${action}:ip:${address}`,
        limit: config.authRateLimit.perAddress,
        windowSeconds: config.authRateLimit.windowSeconds,
      },
    ]);

  async function emailTaken(email: string): Promise<boolean> {
    return Boolean(await findByEmailAnyStore(db, email));
  }

  return {
    /** Rate limited: it tells whether an account exists. */
    async isUserExists(email: string, address: string): Promise<boolean> {
      await limit('signup-check', address);
      return emailTaken(email.trim().toLowerCase());
    },

    /**
     * Stores the sign-up (password hashed) and opens the provider's hosted checkout. Nothing is
     * provisioned until the payment is confirmed.
     */
    async startCheckout(input: SignupInput, address: string) {
      await limit('signup', address);
      const plan = findPlan(input.plan)!;
      if (await emailTaken(input.email)) {
        throw new StoredeskError('duplicate_error', USER_EXISTS_MESSAGE, 'email_taken');
      }
      const intentId = newId('signup');
      await db.insert(signupIntent).values({
        id: intentId,
        email: input.email,
        firstName: input.fname,
        lastName: input.lname,
        organization: input.organization,
        passwordHash: await hashPassword(input.password),
        plan: plan.name,
        provider: payments.name,
      });
      let session;
      try {
        session = await payments.createSignupCheckout({
          intentId,
          email: input.email,
          organization: input.organization,
          plan,
        });
      } catch (error) {
        logger.error({ err: error, intentId }, 'payment provider could not start a checkout');
        throw new StoredeskError(
          'unexpected_state',
          'The payment provider could not start the checkout. Please try again in a moment.',
          'checkout_unavailable',
        );
      }
      await db
        .update(signupIntent)
        .set({ providerSessionId: session.sessionId, updatedAt: new Date() })
        .where(eq(signupIntent.id, intentId));
      return session;
    },

    /** For the success page: whether the organisation of this checkout exists yet. */
    async status(sessionId: string) {
      const [intent] = await db
        .select()
        .from(signupIntent)
        .where(eq(signupIntent.providerSessionId, sessionId));
      if (!intent)
        throw new StoredeskError('not_found', 'No sign-up belongs to this checkout session.');
      return intent;
    },
  };
}
