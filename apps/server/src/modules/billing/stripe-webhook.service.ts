import type { BillingStatus, PlanName } from '@storedesk/contract';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { PaymentsConfig } from '../../config.js';
import type { AppDeps } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import { withPlatformTx } from '../../platform/db/tx.js';
import { StoredeskError } from '../../platform/errors.js';
import { planForPrice } from '../../platform/payments/stripe.js';
import { ensureReferenceData } from '../../platform/reference/reference-data.js';
import { completeSignupInTx } from '../signup/signup.service.js';
import { paymentEvent } from '../signup/signup.tables.js';
import { billingAccount } from './billing.tables.js';

type StripeConfig = NonNullable<PaymentsConfig['stripe']>;

export type WebhookOutcome = 'handled' | 'duplicate' | 'stale' | 'ignored';

/** Stripe's subscription statuses in ours. */
export function billingStatusOf(stripeStatus: string): BillingStatus {
  switch (stripeStatus) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'canceled':
    case 'incomplete_expired':
      return 'canceled';
    default:
      return 'past_due';
  }
}

const toDate = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);
const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** The subscription an invoice belongs to, in older and newer API shapes. */
function invoiceSubscription(invoice: Stripe.Invoice): string | null {
  const loose = invoice as unknown as {
    subscription?: string | { id: string } | null;
    parent?: {
      subscription_details?: { subscription?: string | { id: string } | null } | null;
    } | null;
  };
  return idOf(loose.subscription) ?? idOf(loose.parent?.subscription_details?.subscription);
}

function subscriptionPeriodEnd(subscription: Stripe.Subscription): Date | null {
  const loose = subscription as unknown as {
    current_period_end?: number;
    items?: { data?: Array<{ current_period_end?: number }> };
  };
  return toDate(loose.current_period_end ?? loose.items?.data?.[0]?.current_period_end);
}

/** Thrown when an event names a subscription we have not provisioned yet: Stripe retries it. */
export class NotReadyYet extends StoredeskError {
  constructor(subscriptionId: string) {
    super(
      'conflict',
      `Subscription ${subscriptionId} is not provisioned yet; this event will be applied when Stripe retries it.`,
      'not_ready',
    );
  }
}

/**
 * Applies one verified Stripe event, exactly once: the event id is stored in the same
 * transaction as its effect, so a duplicate finds it and changes nothing, and an event that
 * fails leaves no trace and is applied when Stripe retries it. Events older than the status
 * already recorded are stored but not applied, so out-of-order delivery cannot undo news.
 */
export function createStripeWebhookService(
  deps: Pick<AppDeps, 'db' | 'logger'>,
  config: StripeConfig,
) {
  const { db, logger } = deps;

  async function applyToSubscription(
    tx: Tx,
    event: Stripe.Event,
    subscriptionId: string,
    change: {
      status?: BillingStatus;
      periodEnd?: Date | null;
      cancelAtPeriodEnd?: boolean;
      plan?: PlanName;
    },
  ): Promise<WebhookOutcome> {
    const [row] = await tx
      .select()
      .from(billingAccount)
      .where(eq(billingAccount.providerSubscriptionId, subscriptionId))
      .for('update');
    if (!row) throw new NotReadyYet(subscriptionId);
    const eventTime = new Date(event.created * 1000);
    if (eventTime.getTime() < row.statusChangedAt.getTime()) return 'stale';
    await tx
      .update(billingAccount)
      .set({
        ...(change.status ? { status: change.status } : {}),
        ...(change.periodEnd ? { currentPeriodEnd: change.periodEnd } : {}),
        ...(change.cancelAtPeriodEnd !== undefined
          ? { cancelAtPeriodEnd: change.cancelAtPeriodEnd }
          : {}),
        ...(change.plan ? { plan: change.plan } : {}),
        statusChangedAt: eventTime,
        updatedAt: new Date(),
      })
      .where(eq(billingAccount.storeId, row.storeId));
    return 'handled';
  }

  async function apply(tx: Tx, event: Stripe.Event): Promise<WebhookOutcome> {
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object;
        const intentId = session.client_reference_id ?? session.metadata?.signup_intent_id;
        if (session.mode !== 'subscription' || !intentId) return 'ignored';
        await completeSignupInTx(tx, logger, intentId, {
          provider: 'stripe',
          customerId: idOf(session.customer),
          subscriptionId: idOf(session.subscription),
          currentPeriodEnd: null,
          confirmedAt: new Date(event.created * 1000),
        });
        return 'handled';
      }
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const subscription = event.data.object;
        const plan = planForPrice(config, subscription.items?.data?.[0]?.price?.id);
        return applyToSubscription(tx, event, subscription.id, {
          status:
            event.type === 'customer.subscription.deleted'
              ? 'canceled'
              : billingStatusOf(subscription.status),
          periodEnd: subscriptionPeriodEnd(subscription),
          cancelAtPeriodEnd: subscription.cancel_at_period_end,
          ...(plan ? { plan } : {}),
        });
      }
      case 'invoice.paid':
      case 'invoice.payment_failed': {
        const invoice = event.data.object;
        const subscriptionId = invoiceSubscription(invoice);
        if (!subscriptionId) return 'ignored';
        const periodEnd = toDate(invoice.lines?.data?.[0]?.period?.end);
        return applyToSubscription(tx, event, subscriptionId, {
          status: event.type === 'invoice.paid' ? 'active' : 'past_due',
          ...(event.type === 'invoice.paid' ? { periodEnd } : {}),
        });
      }
      default:
        return 'ignored';
    }
  }

  return {
    async handle(event: Stripe.Event): Promise<WebhookOutcome> {
      await ensureReferenceData(db);
      const outcome = await withPlatformTx(db, async (tx) => {
        const recorded = await tx
          .insert(paymentEvent)
          .values({ id: event.id, provider: 'stripe', type: event.type })
          .onConflictDoNothing()
          .returning({ id: paymentEvent.id });
        if (recorded.length === 0) return 'duplicate' as const;
        return apply(tx, event);
      });
      logger.info({ eventId: event.id, type: event.type, outcome }, 'stripe event');
      return outcome;
    },
  };
}
