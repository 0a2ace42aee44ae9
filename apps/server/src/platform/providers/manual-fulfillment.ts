import type { FulfillmentData, StoreFulfillmentProvider } from './fulfillment.js';

/** The options of v1's manual fulfilment plugin: one to send, one to take back. */
const OPTIONS: readonly FulfillmentData[] = [
  { id: 'manual-fulfillment' },
  { id: 'manual-fulfillment-return', is_return: true },
];

/**
 * `manual`: staff pack and ship themselves (or hand parcels to a carrier by hand) and record it
 * in the admin. Nothing is sent anywhere; prices are flat rates set on the shipping option.
 */
export function createManualFulfillmentProvider(): StoreFulfillmentProvider {
  return {
    id: 'manual',
    getFulfillmentOptions: async () => OPTIONS.map((option) => ({ ...option })),
    validateOption: (data) => OPTIONS.some((option) => option.id === data.id),
    canCalculate: () => false,
    calculatePrice: () =>
      Promise.reject(new Error('The manual fulfilment provider has only flat-rate options.')),
    validateFulfillmentData: async (optionData) => ({ ...optionData }),
    createFulfillment: async () => ({}),
    cancelFulfillment: async () => ({}),
  };
}
