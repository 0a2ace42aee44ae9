import type { AppDeps } from '../../platform/context.js';
import { createLocalProvider } from './local-checkout.provider.js';
import type { PaymentProvider } from '../../platform/payments/provider.js';
import { createStripeProvider } from '../../platform/payments/stripe.js';

/** The provider the configuration names: Stripe when its keys are set, the local one otherwise. */
export function createPaymentProvider(deps: Pick<AppDeps, 'db' | 'config'>): PaymentProvider {
  const { payments, publicUrl } = deps.config;
  if (payments.provider === 'stripe' && payments.stripe)
    return createStripeProvider(payments.stripe, publicUrl);
  return createLocalProvider(deps.db);
}
