import type { StoreFulfillmentProvider } from './fulfillment.js';
import type { StorePaymentProvider } from './payment.js';

/**
 * The payment and fulfilment providers this server offers to its stores, by id. Built once in
 * app.ts from the built-in ones plus any a deployment adds (docs/regions-and-payments.md, "Adding a payment or fulfilment provider").
 */
export interface ProviderRegistry {
  payment(id: string): StorePaymentProvider | undefined;
  fulfillment(id: string): StoreFulfillmentProvider | undefined;
  paymentProviders(): readonly StorePaymentProvider[];
  fulfillmentProviders(): readonly StoreFulfillmentProvider[];
}

export function createProviderRegistry(providers: {
  payment: readonly StorePaymentProvider[];
  fulfillment: readonly StoreFulfillmentProvider[];
}): ProviderRegistry {
  const unique = <T extends { id: string }>(kind: string, list: readonly T[]) => {
    const byId = new Map<string, T>();
    for (const provider of list) {
      if (!/^[a-z0-9][a-z0-9_-]{0,63}$/.test(provider.id)) {
        throw new Error(
          `${kind} provider id "${provider.id}" must be lower-case letters, digits, - or _`,
        );
      }
      if (byId.has(provider.id))
        throw new Error(`Two ${kind} providers have the id "${provider.id}"`);
      byId.set(provider.id, provider);
    }
    return byId;
  };
  const payments = unique('payment', providers.payment);
  const fulfillments = unique('fulfilment', providers.fulfillment);
  return {
    payment: (id) => payments.get(id),
    fulfillment: (id) => fulfillments.get(id),
    paymentProviders: () => [...payments.values()],
    fulfillmentProviders: () => [...fulfillments.values()],
  };
}

/** What modules that use providers take from the app's deps (app.ts builds the registry). */
export interface ProviderDeps {
  providers: ProviderRegistry;
}
