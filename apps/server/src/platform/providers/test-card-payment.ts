import {
  chargeTestCardToken,
  tokenizeTestCard,
  type CardInput,
  type CardResult,
  type TestCardToken,
} from '../payments/local-card.js';
import { PaymentProviderError, type PaymentData, type StorePaymentProvider } from './payment.js';

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

/** A refusal of the card as the shopper can act on it (answered as a 400 naming the field). */
function refusal(result: Extract<CardResult, { ok: false }>): PaymentProviderError {
  const code =
    result.field !== 'card'
      ? 'invalid_card'
      : /insufficient/.test(result.message)
        ? 'insufficient_funds'
        : 'card_declined';
  return new PaymentProviderError(
    result.message,
    code,
    result.field === 'card' ? 'card' : `card.${result.field}`,
  );
}

const isToken = (value: unknown): value is TestCardToken =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as TestCardToken).last4 === 'string' &&
  typeof (value as TestCardToken).expires === 'string' &&
  typeof (value as TestCardToken).outcome === 'string';

/** The card as the session keeps it: read from the shopper's input, never the number. */
function tokenOf(input: Readonly<Record<string, unknown>>): TestCardToken {
  const read = tokenizeTestCard(readCard(input));
  if (!read.ok) throw refusal(read);
  return read.token;
}

/**
 * `test-card`: offline test cards with the same numbers and rules as the sign-up's local
 * checkout (platform/payments/local-card.ts): 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is
 * declined, 4000 0000 0000 9995 has insufficient funds. No network, no account: a store can
 * take test orders end to end on a machine without internet. The card the shopper sends is
 * read when it arrives and kept as its last four digits, expiry month and what charging it
 * does; its number and security code are stored nowhere.
 */
export function createTestCardPaymentProvider(
  now: () => Date = () => new Date(),
): StorePaymentProvider {
  return {
    id: 'test-card',
    isInstalled: () => true,
    initiate: async () => ({ status: 'pending', data: {} }),
    acceptInput(input, data): PaymentData {
      const { card, ...rest } = input;
      if (card === undefined) return { ...data, ...rest };
      return { ...data, ...rest, test_card: tokenOf(input) };
    },
    update: async (_context, data) => ({ status: 'pending', data }),
    async authorize(_context, data, input) {
      // A card given with the call itself (not through the session) is read the same way.
      const token = input.card !== undefined ? tokenOf(input) : data.test_card;
      if (!isToken(token)) {
        throw new PaymentProviderError(
          'Enter a card: number, expiry, cvc and name.',
          'card_missing',
          'card',
        );
      }
      const result = chargeTestCardToken(token, now());
      if (!result.ok) throw refusal(result);
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
