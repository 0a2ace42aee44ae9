import Stripe from 'stripe';
import {
  PaymentProviderError,
  type PaymentContext,
  type PaymentData,
  type PaymentSessionStatus,
  type StorePaymentProvider,
} from './payment.js';

export interface StripePaymentOptions {
  /** Where the SDK sends its calls; only tests point it at a local stand-in. */
  apiUrl?: string | undefined;
}

const SECRET_KEY = /^(sk|rk)_(test|live)_[A-Za-z0-9]{8,}$/;
const PUBLISHABLE_KEY = /^pk_(test|live)_[A-Za-z0-9]{8,}$/;
const WEBHOOK_SECRET = /^whsec_[A-Za-z0-9+/=]{8,}$/;

/** `test` or `live`, from a key's prefix. */
const modeOf = (key: string) => (/_live_/.test(key) ? 'live' : 'test');

/** What a PaymentIntent's status means for the session that holds it. */
function sessionStatus(intent: Stripe.PaymentIntent): PaymentSessionStatus {
  switch (intent.status) {
    case 'requires_capture':
    case 'succeeded':
      return 'authorized';
    case 'requires_payment_method':
    case 'requires_confirmation':
    case 'requires_action':
      return 'requires_more';
    case 'canceled':
      return 'canceled';
    default:
      return 'pending';
  }
}

/**
 * What a session keeps of its PaymentIntent: the id to act on it and what a storefront needs
 * to confirm it with Stripe.js (the client secret and the store's publishable key).
 */
function intentData(intent: Stripe.PaymentIntent, publishableKey: string | undefined): PaymentData {
  return {
    id: intent.id,
    status: intent.status,
    amount: intent.amount,
    currency: intent.currency,
    client_secret: intent.client_secret,
    ...(publishableKey ? { publishable_key: publishableKey } : {}),
  };
}

/** Stripe's refusals become errors the shopper or staff can act on (answered as 400). */
async function calling<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError) {
      throw new PaymentProviderError(error.message, error.code ?? 'card_declined', 'card');
    }
    if (error instanceof Stripe.errors.StripeAuthenticationError) {
      throw new PaymentProviderError(
        "Stripe refused the store's secret key; replace it in Settings → Payment providers.",
        'not_configured',
      );
    }
    if (error instanceof Stripe.errors.StripeInvalidRequestError) {
      throw new PaymentProviderError(error.message, error.code ?? 'invalid_request');
    }
    throw error;
  }
}

const intentId = (data: PaymentData): string => {
  if (typeof data.id !== 'string' || !data.id.startsWith('pi_')) {
    throw new PaymentProviderError(
      'This payment has no Stripe PaymentIntent.',
      'no_payment_intent',
    );
  }
  return data.id;
};

/**
 * `stripe` with the STORE'S OWN account: each store enters its secret and publishable keys in
 * settings (stored encrypted, modules/payment-providers). A session is a PaymentIntent with
 * manual capture, authorised when the shopper confirms it with Stripe.js and captured later by
 * staff. Every call that changes money carries the context's idempotency key, so a retry after
 * a timeout is answered with the first result.
 */
export function createStripePaymentProvider(
  options: StripePaymentOptions = {},
): StorePaymentProvider {
  const target = options.apiUrl ? new URL(options.apiUrl) : undefined;

  function client(settings: Readonly<Record<string, string>>): Stripe {
    const secretKey = settings.secret_key;
    if (!secretKey) {
      throw new PaymentProviderError(
        'Stripe is not set up for this store: enter its keys in Settings → Payment providers.',
        'not_configured',
      );
    }
    return new Stripe(secretKey, {
      maxNetworkRetries: 2,
      telemetry: false,
      ...(target
        ? {
            host: target.hostname,
            port: Number(target.port || (target.protocol === 'https:' ? 443 : 80)),
            protocol: target.protocol === 'https:' ? 'https' : 'http',
          }
        : {}),
    });
  }

  const keyed = (context: PaymentContext) => ({ idempotencyKey: context.idempotencyKey });

  return {
    id: 'stripe',
    settings: [
      {
        key: 'secret_key',
        secret: true,
        check: (value) =>
          SECRET_KEY.test(value)
            ? null
            : 'must be a Stripe secret key (sk_test_… or sk_live_…, or a restricted rk_ key)',
      },
      {
        key: 'publishable_key',
        secret: false,
        check: (value) =>
          PUBLISHABLE_KEY.test(value)
            ? null
            : 'must be a Stripe publishable key (pk_test_… or pk_live_…)',
      },
      {
        // The signing secret of the store's webhook endpoint (`/hooks/stripe/stores/{store id}`,
        // orders module): with it, a payment confirmed in Stripe completes the cart even when
        // the shopper's browser never comes back.
        key: 'webhook_secret',
        secret: true,
        optional: true,
        check: (value) =>
          WEBHOOK_SECRET.test(value) ? null : 'must be a Stripe webhook signing secret (whsec_…)',
      },
    ],
    isInstalled: (saved) => Boolean(saved?.secret_key && saved.publishable_key),

    async initiate(context) {
      const intent = await calling(() =>
        client(context.settings).paymentIntents.create(
          {
            amount: context.amount,
            currency: context.currencyCode,
            capture_method: 'manual',
            automatic_payment_methods: { enabled: true },
            ...(context.email ? { receipt_email: context.email } : {}),
            metadata: { resource_id: context.resourceId, store_id: context.storeId },
          },
          keyed(context),
        ),
      );
      return {
        status: sessionStatus(intent),
        data: intentData(intent, context.settings.publishable_key),
      };
    },

    async update(context, data) {
      const intent = await calling(() =>
        client(context.settings).paymentIntents.update(
          intentId(data),
          { amount: context.amount },
          keyed(context),
        ),
      );
      return {
        status: sessionStatus(intent),
        data: intentData(intent, context.settings.publishable_key),
      };
    },

    async authorize(context, data) {
      // The shopper confirms the PaymentIntent in the browser with Stripe.js; completing the
      // cart only reads where that left it.
      const intent = await calling(() =>
        client(context.settings).paymentIntents.retrieve(intentId(data)),
      );
      return {
        status: sessionStatus(intent),
        data: intentData(intent, context.settings.publishable_key),
      };
    },

    async capture(context, data) {
      const intent = await calling(() =>
        client(context.settings).paymentIntents.capture(
          intentId(data),
          { amount_to_capture: context.amount },
          keyed(context),
        ),
      );
      return intentData(intent, context.settings.publishable_key);
    },

    async refund(context, data) {
      const refund = await calling(() =>
        client(context.settings).refunds.create(
          { payment_intent: intentId(data), amount: context.amount },
          keyed(context),
        ),
      );
      const refunds = Array.isArray(data.refund_ids) ? data.refund_ids : [];
      return { ...data, refund_ids: [...refunds, refund.id] };
    },

    async cancel(context, data) {
      const intent = await calling(() =>
        client(context.settings).paymentIntents.cancel(intentId(data), {}, keyed(context)),
      );
      return intentData(intent, context.settings.publishable_key);
    },

    async checkConnection(settings) {
      const secretKey = settings.secret_key ?? '';
      const publishableKey = settings.publishable_key ?? '';
      if (publishableKey && modeOf(secretKey) !== modeOf(publishableKey)) {
        return {
          ok: false,
          message: `The secret key is a ${modeOf(secretKey)} key and the publishable key a ${modeOf(publishableKey)} key: use two keys of the same mode.`,
        };
      }
      try {
        const balance = await client(settings).balance.retrieve();
        return {
          ok: true,
          message: `Connected to Stripe in ${balance.livemode ? 'live' : 'test'} mode.`,
        };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeAuthenticationError) {
          return { ok: false, message: 'Stripe refused the secret key: check that it is current.' };
        }
        if (error instanceof Stripe.errors.StripePermissionError) {
          return {
            ok: false,
            message:
              'Stripe accepted the key but it may not read the balance: give it that permission.',
          };
        }
        if (error instanceof Stripe.errors.StripeConnectionError) {
          return { ok: false, message: 'Stripe could not be reached; try again in a moment.' };
        }
        return { ok: false, message: 'Stripe answered with an error; try again in a moment.' };
      }
    },
  };
}
