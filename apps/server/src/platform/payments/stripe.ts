import { PLANS, type PlanName } from '@storedesk/contract';
import Stripe from 'stripe';
import type { PaymentsConfig } from '../../config.js';
import type { CheckoutRequest, CheckoutSession, PaymentProvider } from './provider.js';

type StripeConfig = NonNullable<PaymentsConfig['stripe']>;

export function createStripeClient(config: StripeConfig): Stripe {
  const target = config.apiUrl ? new URL(config.apiUrl) : undefined;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    telemetry: false,
    ...(target
      ? {
          host: target.hostname,
          port: Number(target.port || (target.protocol === 'https:' ? 443 : 80)),
          protocol: target.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

/** Stripe Checkout in subscription mode, one monthly price per plan. */
export function createStripeProvider(
  config: StripeConfig,
  publicUrl: string,
  stripe = createStripeClient(config),
): PaymentProvider {
  function lineItem(plan: PlanName): Stripe.Checkout.SessionCreateParams.LineItem {
    const priceId = config.prices[plan];
    if (priceId) return { price: priceId, quantity: 1 };
    const details = PLANS.find((entry) => entry.name === plan)!;
    return {
      quantity: 1,
      price_data: {
        currency: details.currency_code,
        unit_amount: details.price,
        recurring: { interval: 'month' },
        product_data: { name: `Storedesk ${details.title}`, metadata: { plan } },
      },
    };
  }

  return {
    name: 'stripe',

    async createSignupCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      // Only what Stripe needs to take the payment: never the password or its hash.
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          client_reference_id: request.intentId,
          customer_email: request.email,
          line_items: [lineItem(request.plan.name)],
          metadata: { signup_intent_id: request.intentId, plan: request.plan.name },
          subscription_data: {
            metadata: { signup_intent_id: request.intentId, plan: request.plan.name },
          },
          success_url: `${publicUrl}/app/success?session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${publicUrl}/app/plans`,
        },
        { idempotencyKey: `signup-${request.intentId}` },
      );
      if (!session.url) throw new Error('Stripe answered a checkout session without a URL');
      return { sessionId: session.id, url: session.url };
    },

    async createPortalSession(customerId: string, returnUrl: string) {
      const portal = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return { url: portal.url };
    },
  };
}

/** The plan a Stripe price stands for, from the configured price ids. */
export function planForPrice(
  config: StripeConfig,
  priceId: string | undefined,
): PlanName | undefined {
  if (!priceId) return undefined;
  return (Object.entries(config.prices) as Array<[PlanName, string]>).find(
    ([, id]) => id === priceId,
  )?.[0];
}
