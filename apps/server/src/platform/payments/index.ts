import type { AppDeps } from '../context.js';
import { createLocalProvider } from './local.js';
import type { PaymentProvider } from './provider.js';
import { createStripeProvider } from './stripe.js';

/** The provider the configuration names: Stripe when its keys are set, the local one otherwise. */
export function createPaymentProvider(deps: Pick<AppDeps, 'db' | 'config'>): PaymentProvider {
  const { payments, publicUrl } = deps.config;
  if (payments.provider === 'stripe' && payments.stripe)
    return createStripeProvider(payments.stripe, publicUrl);
  return createLocalProvider(deps.db);
}
