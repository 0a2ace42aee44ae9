import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeStandIn } from '../../../test/stripe-stand-in.js';
import { createBuiltInRegistry } from '../../platform/providers/built-in.js';
import { createManualFulfillmentProvider } from '../../platform/providers/manual-fulfillment.js';
import { createManualPaymentProvider } from '../../platform/providers/manual-payment.js';
import {
  PaymentProviderError,
  type PaymentContext,
  type StorePaymentProvider,
} from '../../platform/providers/payment.js';
import { createProviderRegistry } from '../../platform/providers/registry.js';
import { createStripePaymentProvider } from '../../platform/providers/stripe-payment.js';
import { createTestCardPaymentProvider } from '../../platform/providers/test-card-payment.js';
import { createSecretBox, maskSecret } from './provider-secrets.js';

const context = (overrides: Partial<PaymentContext> = {}): PaymentContext => ({
  storeId: 'store_1',
  currencyCode: 'eur',
  amount: 4200,
  resourceId: 'cart_01',
  email: 'ada@example.com',
  customerId: null,
  idempotencyKey: 'cart_01:authorize',
  settings: {},
  ...overrides,
});

async function refusal(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}

describe('manual payment provider', () => {
  it('is installed everywhere and authorises at once, moving no money', async () => {
    const manual = createManualPaymentProvider();
    expect(manual.id).toBe('manual');
    expect(manual.isInstalled(null)).toBe(true);
    const session = await manual.initiate(context());
    expect(session.status).toBe('pending');
    const authorized = await manual.authorize(context(), session.data, {});
    expect(authorized).toEqual({ status: 'authorized', data: {} });
    expect(await manual.capture(context(), authorized.data)).toEqual({});
  });
});

describe('test-card payment provider', () => {
  const provider = createTestCardPaymentProvider(() => new Date('2026-06-15T00:00:00Z'));
  const card = (number: string, extra: Record<string, string> = {}) => ({
    card: { number, expiry: '12/30', cvc: '123', name: 'Ada Lovelace', ...extra },
  });

  it('authorises 4242 4242 4242 4242 and keeps only the last four digits', async () => {
    const result = await provider.authorize(context(), {}, card('4242 4242 4242 4242'));
    expect(result).toEqual({ status: 'authorized', data: { last4: '4242' } });
    expect(JSON.stringify(result)).not.toContain('42424242');
  });

  it('pays with the other test cards the local checkout accepts', async () => {
    for (const number of ['5555555555554444', '378282246310005']) {
      expect((await provider.authorize(context(), {}, card(number))).status).toBe('authorized');
    }
  });

  it('refuses the declined, insufficient-funds and unknown cards like the local checkout', async () => {
    const declined = await refusal(provider.authorize(context(), {}, card('4000000000000002')));
    expect(declined).toMatchObject({ code: 'card_declined', field: 'card' });
    expect(declined.message).toBe('Your card was declined.');
    const poor = await refusal(provider.authorize(context(), {}, card('4000000000009995')));
    expect(poor).toMatchObject({ code: 'insufficient_funds', field: 'card' });
    const other = await refusal(provider.authorize(context(), {}, card('4111111111111111')));
    expect(other.message).toMatch(/4242 4242 4242 4242/);
  });

  it('names the card field at fault', async () => {
    const badNumber = await refusal(provider.authorize(context(), {}, card('4242424242424241')));
    expect(badNumber).toMatchObject({ code: 'invalid_card', field: 'card.number' });
    const expired = await refusal(
      provider.authorize(context(), {}, card('4242424242424242', { expiry: '01/26' })),
    );
    expect(expired).toMatchObject({ field: 'card.expiry', message: 'Your card has expired.' });
    const noCvc = await refusal(
      provider.authorize(context(), {}, card('4242424242424242', { cvc: 'x' })),
    );
    expect(noCvc.field).toBe('card.cvc');
    const missing = await refusal(provider.authorize(context(), {}, {}));
    expect(missing).toMatchObject({ code: 'card_missing', field: 'card' });
    const partial = await refusal(provider.authorize(context(), {}, { card: { number: '4242' } }));
    expect(partial.field).toBe('card.expiry');
  });
});

describe('stripe payment provider (the store’s own keys, against the local stand-in)', () => {
  let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
  let stripe: StorePaymentProvider;
  const settings = {
    secret_key: 'sk_test_storeowned1234',
    publishable_key: 'pk_test_storeowned5678',
  };

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    stripe = createStripePaymentProvider({ apiUrl: standIn.url });
  });
  afterAll(() => standIn.close());

  const callsTo = (path: string) =>
    standIn.requests.filter((request) => request.path.startsWith(path));

  it('declares its settings and is installed only once both keys are saved', () => {
    expect(
      stripe.settings?.map((field) => [field.key, field.secret, field.optional ?? false]),
    ).toEqual([
      ['secret_key', true, false],
      ['publishable_key', false, false],
      ['webhook_secret', true, true],
    ]);
    const webhook = stripe.settings![2]!;
    expect(webhook.check?.('whsec_abcdefgh1234')).toBeNull();
    expect(webhook.check?.('sk_test_abcdefgh1234')).toMatch(/webhook signing secret/);
    expect(stripe.isInstalled(null)).toBe(false);
    expect(stripe.isInstalled({ secret_key: 'sk_…1234' })).toBe(false);
    expect(stripe.isInstalled({ secret_key: 'sk_…1234', publishable_key: 'pk_test_x' })).toBe(true);
    const secret = stripe.settings![0]!;
    expect(secret.check?.('sk_live_abcdefgh1234')).toBeNull();
    expect(secret.check?.('pk_test_abcdefgh1234')).toMatch(/secret key/);
  });

  it("passes the context's idempotency key with every call that changes money", async () => {
    const before = standIn.requests.length;
    const started = await stripe.initiate(
      context({ settings, idempotencyKey: 'cart_01:initiate' }),
    );
    expect(started.status).toBe('requires_more');
    expect(started.data).toMatchObject({
      client_secret: expect.stringMatching(/_secret_/),
      publishable_key: settings.publishable_key,
    });
    const intentId = started.data.id as string;
    const created = standIn.requests[before]!;
    expect(created.path).toBe('/v1/payment_intents');
    expect(created.headers['idempotency-key']).toBe('cart_01:initiate');
    expect(created.headers.authorization).toBe(`Bearer ${settings.secret_key}`);
    const form = new URLSearchParams(created.body);
    expect(form.get('amount')).toBe('4200');
    expect(form.get('currency')).toBe('eur');
    expect(form.get('capture_method')).toBe('manual');
    expect(form.get('metadata[resource_id]')).toBe('cart_01');

    // The shopper confirms with Stripe.js; completing the cart reads the intent.
    standIn.paymentIntents.get(intentId)!.status = 'requires_capture';
    const authorized = await stripe.authorize(context({ settings }), started.data, {});
    expect(authorized.status).toBe('authorized');

    const captured = await stripe.capture(
      context({ settings, amount: 4000, idempotencyKey: 'order_01:capture' }),
      authorized.data,
    );
    expect(captured.status).toBe('succeeded');
    expect(
      callsTo(`/v1/payment_intents/${intentId}/capture`).at(-1)!.headers['idempotency-key'],
    ).toBe('order_01:capture');
    expect(
      new URLSearchParams(callsTo(`/v1/payment_intents/${intentId}/capture`).at(-1)!.body).get(
        'amount_to_capture',
      ),
    ).toBe('4000');

    const refunded = await stripe.refund(
      context({ settings, amount: 1500, idempotencyKey: 'refund_01' }),
      captured,
    );
    expect(refunded.refund_ids).toEqual([expect.stringMatching(/^re_/)]);
    expect(callsTo('/v1/refunds').at(-1)!.headers['idempotency-key']).toBe('refund_01');
  });

  it('answers a retry with the same key with the first result (nothing charged twice)', async () => {
    const retry = context({ settings, idempotencyKey: 'cart_02:initiate' });
    const first = await stripe.initiate(retry);
    const second = await stripe.initiate(retry);
    expect(second.data.id).toBe(first.data.id);
    expect([...standIn.paymentIntents.keys()].filter((id) => id === first.data.id)).toHaveLength(1);
  });

  it('checks the connection and says why it fails, without the key', async () => {
    expect(await stripe.checkConnection!(settings)).toEqual({
      ok: true,
      message: 'Connected to Stripe in test mode.',
    });
    const refused = await stripe.checkConnection!({
      secret_key: 'sk_test_revoked00001234',
      publishable_key: 'pk_test_storeowned5678',
    });
    expect(refused.ok).toBe(false);
    expect(refused.message).not.toContain('revoked');
    const mixed = await stripe.checkConnection!({
      secret_key: 'sk_live_storeowned1234',
      publishable_key: 'pk_test_storeowned5678',
    });
    expect(mixed).toMatchObject({ ok: false, message: expect.stringMatching(/same mode/) });
  });

  it('refuses to act without the store’s keys', async () => {
    const error = await refusal(stripe.initiate(context()));
    expect(error.code).toBe('not_configured');
  });
});

describe('manual fulfilment provider', () => {
  it('offers v1’s manual options and prices nothing itself', async () => {
    const manual = createManualFulfillmentProvider();
    expect(await manual.getFulfillmentOptions()).toEqual([
      { id: 'manual-fulfillment' },
      { id: 'manual-fulfillment-return', is_return: true },
    ]);
    expect(manual.validateOption({ id: 'manual-fulfillment' })).toBe(true);
    expect(manual.validateOption({ id: 'dhl-express' })).toBe(false);
    expect(manual.canCalculate({ id: 'manual-fulfillment' })).toBe(false);
    expect(
      await manual.createFulfillment({}, [], { storeId: 's', orderId: 'o', idempotencyKey: 'k' }),
    ).toEqual({});
  });
});

describe('provider registry', () => {
  it('has the built-in providers and takes a deployment’s own', () => {
    const extra: StorePaymentProvider = { ...createManualPaymentProvider(), id: 'bank-transfer' };
    const registry = createBuiltInRegistry({ extra: { payment: [extra] } });
    expect(registry.paymentProviders().map((provider) => provider.id)).toEqual([
      'manual',
      'test-card',
      'stripe',
      'bank-transfer',
    ]);
    expect(registry.fulfillmentProviders().map((provider) => provider.id)).toEqual(['manual']);
    expect(registry.payment('bank-transfer')).toBe(extra);
  });

  it('refuses two providers with one id, or an id that could not travel in a path', () => {
    const manual = createManualPaymentProvider();
    expect(() => createProviderRegistry({ payment: [manual, manual], fulfillment: [] })).toThrow(
      /Two payment providers/,
    );
    expect(() =>
      createProviderRegistry({ payment: [{ ...manual, id: 'Bad Id' }], fulfillment: [] }),
    ).toThrow(/lower-case/);
  });
});

describe('provider secrets at rest', () => {
  it('seals with AES-256-GCM bound to the store and provider, and masks for display', () => {
    const box = createSecretBox('test-cookie-secret-0123456789abcdef0123');
    const sealed = box.seal('store_a', 'stripe', { secret_key: 'sk_test_verysecret1234' });
    expect(sealed).toMatch(/^v1:[\w-]+:[\w-]+:[\w-]+$/);
    expect(sealed).not.toContain('verysecret');
    expect(box.open('store_a', 'stripe', sealed)).toEqual({ secret_key: 'sk_test_verysecret1234' });
    expect(() => box.open('store_b', 'stripe', sealed)).toThrow();
    expect(() =>
      createSecretBox('another-server-secret-0123456789abcdef').open('store_a', 'stripe', sealed),
    ).toThrow();
    expect(maskSecret('sk_test_verysecret1234')).toBe('sk_…1234');
    expect(maskSecret('rk_live_abcdefgh9876')).toBe('rk_…9876');
    expect(maskSecret('short')).toBe('…');
  });
});
