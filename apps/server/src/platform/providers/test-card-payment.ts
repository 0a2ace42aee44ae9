import { chargeTestCard, type CardInput } from '../payments/local-card.js';
import { PaymentProviderError, type StorePaymentProvider } from './payment.js';

/** The card the shopper sent with the session: `{ card: { number, expiry, cvc, name } }`. */
function readCard(input: Readonly<Record<string, unknown>>): CardInput {
  const card = input.card;
  if (typeof card !== 'object' || card === null) {
    throw new PaymentProviderError(
      'Enter a card: number, expiry, cvc and name.',
      'card_missing',
      'card',
    );
  }
  const fields = card as Record<string, unknown>;
  const read = (key: keyof CardInput) => {
    const value = fields[key];
    if (typeof value !== 'string') {
      throw new PaymentProviderError(`Enter the card's ${key}.`, 'card_incomplete', `card.${key}`);
    }
    return value;
  };
  return { number: read('number'), expiry: read('expiry'), cvc: read('cvc'), name: read('name') };
}

/**
 * `test-card`: offline test cards with the same numbers and rules as the sign-up's local
 * checkout (platform/payments/local-card.ts): 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is
 * declined, 4000 0000 0000 9995 has insufficient funds. No network, no account: a store can
 * take test orders end to end on a machine without internet. Only the last four digits are
 * kept.
 */
export function createTestCardPaymentProvider(
  now: () => Date = () => new Date(),
): StorePaymentProvider {
  return {
    id: 'test-card',
    isInstalled: () => true,
    initiate: async () => ({ status: 'pending', data: {} }),
    update: async (_context, data) => ({ status: 'pending', data }),
    async authorize(_context, data, input) {
      const result = chargeTestCard(readCard(input), now());
      if (!result.ok) {
        const code =
          result.field !== 'card'
            ? 'invalid_card'
            : /insufficient/.test(result.message)
              ? 'insufficient_funds'
              : 'card_declined';
        const field = result.field === 'card' ? 'card' : `card.${result.field}`;
        throw new PaymentProviderError(result.message, code, field);
      }
      return { status: 'authorized', data: { ...data, last4: result.last4 } };
    },
    capture: async (_context, data) => ({ ...data, captured: true }),
    refund: async (context, data) => ({
      ...data,
      refunded: (typeof data.refunded === 'number' ? data.refunded : 0) + context.amount,
    }),
    cancel: async (_context, data) => ({ ...data, canceled: true }),
  };
}
