import type { StoreFulfillmentProvider } from './fulfillment.js';
import { createManualFulfillmentProvider } from './manual-fulfillment.js';
import { createManualPaymentProvider } from './manual-payment.js';
import type { StorePaymentProvider } from './payment.js';
import { createProviderRegistry, type ProviderRegistry } from './registry.js';
import { createStripePaymentProvider } from './stripe-payment.js';
import { createTestCardPaymentProvider } from './test-card-payment.js';

/** Providers a deployment adds to the built-in ones (docs/regions-and-payments.md). */
export interface ExtraProviders {
  payment?: readonly StorePaymentProvider[];
  fulfillment?: readonly StoreFulfillmentProvider[];
}

/**
 * The registry every app is built with: `manual`, `test-card` and `stripe` for payments,
 * `manual` for fulfilment, then whatever the deployment adds (an id taken twice fails at start).
 */
export function createBuiltInRegistry(
  options: { stripeApiUrl?: string | undefined; extra?: ExtraProviders | undefined } = {},
): ProviderRegistry {
  return createProviderRegistry({
    payment: [
      createManualPaymentProvider(),
      createTestCardPaymentProvider(),
      createStripePaymentProvider({ apiUrl: options.stripeApiUrl }),
      ...(options.extra?.payment ?? []),
    ],
    fulfillment: [createManualFulfillmentProvider(), ...(options.extra?.fulfillment ?? [])],
  });
}
