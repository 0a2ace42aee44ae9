import { PLANS, type Billing, type BillingStatus, type PlanName } from '@storedesk/contract';
import { eq } from 'drizzle-orm';
import type { AdminContext, AppDeps } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { StoredeskError } from '../../platform/errors.js';
import { newLocalSessionId } from '../signup/local-checkout.provider.js';
import type { PaymentProvider } from '../../platform/payments/provider.js';
import { localCheckoutSession } from '../signup/signup.tables.js';
import { billingAccount } from './billing.tables.js';

export type BillingRow = typeof billingAccount.$inferSelect;

/** One month on from `from`, the local provider's billing period. */
export function addMonth(from: Date): Date {
  const next = new Date(from);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

/**
 * The status that holds now. The local provider charges nothing by itself: once a local
 * subscription's period has ended it is canceled (when set to cancel at period end) or past due
 * until the owner pays the next month. Stripe tells us the same through its webhook.
 */
export function effectiveStatus(
  row: Pick<BillingRow, 'status' | 'provider' | 'cancelAtPeriodEnd' | 'currentPeriodEnd'>,
  now = new Date(),
): BillingStatus {
  const ended =
    row.provider === 'local' &&
    row.currentPeriodEnd !== null &&
    row.currentPeriodEnd.getTime() <= now.getTime();
  if (ended && row.status !== 'canceled') return row.cancelAtPeriodEnd ? 'canceled' : 'past_due';
  return row.status;
}

export function toBilling(row: BillingRow): Billing {
  const plan = PLANS.find((entry) => entry.name === row.plan)!;
  return {
    plan: row.plan,
    status: effectiveStatus(row),
    provider: row.provider,
    amount: plan.price,
    currency_code: plan.currency_code,
    current_period_end: row.currentPeriodEnd ? row.currentPeriodEnd.toISOString() : null,
    cancel_at_period_end: row.cancelAtPeriodEnd,
  };
}

export const READ_ONLY_MESSAGE =
  "This store's subscription is canceled, so the store is read-only. Pay for a plan under Settings → Billing to make changes again.";

/** Marks a renewal paid through the local checkout: active again for a new month. */
export async function completeLocalRenewal(tx: Tx, storeId: string, plan: PlanName): Promise<void> {
  const now = new Date();
  await tx
    .update(billingAccount)
    .set({
      plan,
      status: 'active',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: addMonth(now),
      statusChangedAt: now,
      updatedAt: now,
    })
    .where(eq(billingAccount.storeId, storeId));
}

export function createBillingService(deps: AppDeps & { payments: PaymentProvider }) {
  const { db, config, payments } = deps;

  async function load(ctx: AdminContext): Promise<BillingRow | undefined> {
    const rows = await withTenantTx(db, ctx.storeId, (tx) =>
      tx.select().from(billingAccount).where(eq(billingAccount.storeId, ctx.storeId)),
    );
    return rows[0];
  }

  async function requireLocal(ctx: AdminContext): Promise<BillingRow> {
    const row = await load(ctx);
    if (!row)
      throw new StoredeskError(
        'not_found',
        'This store has no subscription (it was created by an operator).',
      );
    if (row.provider !== 'local') {
      throw new StoredeskError(
        'invalid_data',
        'This subscription is managed in the Stripe customer portal: open it from Settings → Billing.',
        'use_portal',
      );
    }
    return row;
  }

  async function updateLocal(
    ctx: AdminContext,
    values: Partial<typeof billingAccount.$inferInsert>,
  ) {
    const rows = await withTenantTx(db, ctx.storeId, (tx) =>
      tx
        .update(billingAccount)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(billingAccount.storeId, ctx.storeId))
        .returning(),
    );
    return rows[0]!;
  }

  return {
    load,

    /** True when writes must be refused: the subscription is canceled. */
    async isReadOnly(storeId: string): Promise<boolean> {
      const rows = await withTenantTx(db, storeId, (tx) =>
        tx.select().from(billingAccount).where(eq(billingAccount.storeId, storeId)),
      );
      return rows[0] ? effectiveStatus(rows[0]) === 'canceled' : false;
    },

    async changePlan(ctx: AdminContext, plan: PlanName) {
      const row = await requireLocal(ctx);
      if (effectiveStatus(row) !== 'active') {
        throw new StoredeskError(
          'payment_error',
          'Pay the open balance before changing plans.',
          'not_active',
        );
      }
      return updateLocal(ctx, { plan });
    },

    async cancelAtPeriodEnd(ctx: AdminContext) {
      await requireLocal(ctx);
      return updateLocal(ctx, { cancelAtPeriodEnd: true });
    },

    async resume(ctx: AdminContext) {
      const row = await requireLocal(ctx);
      if (effectiveStatus(row) === 'canceled') {
        throw new StoredeskError(
          'payment_error',
          'The subscription has ended: pay to start it again.',
          'canceled',
        );
      }
      return updateLocal(ctx, { cancelAtPeriodEnd: false });
    },

    /** Where the owner pays or manages the subscription: Stripe's portal, or a local checkout. */
    async paymentUrl(ctx: AdminContext): Promise<{ url: string }> {
      const row = await load(ctx);
      if (!row)
        throw new StoredeskError(
          'not_found',
          'This store has no subscription (it was created by an operator).',
        );
      if (row.provider === 'stripe') {
        if (!payments.createPortalSession || !row.providerCustomerId) {
          throw new StoredeskError(
            'unexpected_state',
            'The Stripe customer portal is not available for this store.',
          );
        }
        return payments.createPortalSession(
          row.providerCustomerId,
          `${config.publicUrl}/app/a/settings/billing`,
        );
      }
      const plan = PLANS.find((entry) => entry.name === row.plan)!;
      const id = newLocalSessionId();
      await db.insert(localCheckoutSession).values({
        id,
        purpose: 'renewal',
        storeId: ctx.storeId,
        plan: plan.name,
        amount: plan.price,
      });
      return { url: `/checkout/local/${id}` };
    },
  };
}
