import type { Db } from '../../platform/db/client.js';
import { randomToken } from '../../platform/crypto.js';
import { localCheckoutSession } from './signup.tables.js';
import type {
  CheckoutRequest,
  CheckoutSession,
  PaymentProvider,
} from '../../platform/payments/provider.js';

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
