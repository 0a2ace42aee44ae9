import type { Db } from '../db/client.js';
import { randomToken } from '../crypto.js';
import { localCheckoutSession } from '../../modules/signup/signup.tables.js';
import type { CheckoutRequest, CheckoutSession, PaymentProvider } from './provider.js';

/** The local provider's card rules, like a payment provider's test mode. */
export const LOCAL_TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

export function newLocalSessionId(): string {
  return `cs_local_${randomToken(24)}`;
}

/**
 * Storedesk's own hosted checkout (served at /checkout/local/{id}), so sign-up works offline and
 * in tests. No money moves; the page says so.
 */
export function createLocalProvider(db: Db): PaymentProvider {
  return {
    name: 'local',
    async createSignupCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      const id = newLocalSessionId();
      await db.insert(localCheckoutSession).values({
        id,
        purpose: 'signup',
        signupIntentId: request.intentId,
        plan: request.plan.name,
        amount: request.plan.price,
      });
      // Relative: the browser stays on whatever host served the sign-up pages.
      return { sessionId: id, url: `/checkout/local/${id}` };
    },
  };
}
