import type { PaymentData, PaymentResult, StorePaymentProvider } from './payment.js';

/**
 * `manual`: no money moves through Storedesk (cash on delivery, bank transfer, testing). A
 * session is authorised at once; capturing and refunding only record what staff did outside.
 */
export function createManualPaymentProvider(): StorePaymentProvider {
  const authorized = (data: PaymentData): PaymentResult => ({ status: 'authorized', data });
  return {
    id: 'manual',
    isInstalled: () => true,
    initiate: async () => ({ status: 'pending', data: {} }),
    update: async (_context, data) => ({ status: 'pending', data }),
    authorize: async (_context, data) => authorized(data),
    capture: async (_context, data) => data,
    refund: async (_context, data) => data,
    cancel: async (_context, data) => data,
  };
}
