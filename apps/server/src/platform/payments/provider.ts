import type { Plan } from '@storedesk/contract';

export interface CheckoutRequest {
  /** The sign-up intent this checkout pays for (Stripe: client_reference_id). */
  intentId: string;
  email: string;
  organization: string;
  plan: Plan;
}

export interface CheckoutSession {
  sessionId: string;
  /** The provider's hosted checkout page; the browser is sent there. */
  url: string;
}

/**
 * A card payment provider with a hosted checkout. `local` (default) is served by Storedesk itself
 * so everything works offline; `stripe` uses Stripe Checkout and its signed webhook.
 */
export interface PaymentProvider {
  readonly name: 'local' | 'stripe';
  createSignupCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Where an owner manages the subscription (Stripe's customer portal), if the provider has one. */
  createPortalSession?(customerId: string, returnUrl: string): Promise<{ url: string }>;
}
