// A stand-in for Stripe's API in the browser tests (Stripe itself can't be reached here),
// started by start-server.mjs beside the e2e server. It answers two callers:
//
// - the server, as a store's own Stripe account (STRIPE_API_URL): PaymentIntents created, read,
//   updated, captured and cancelled, POSTs with an Idempotency-Key answered once and replayed
//   as Stripe does;
// - the shop's page, as Stripe's API answers Stripe.js: confirming a PaymentIntent with its
//   client secret and a card (the tests route https://api.stripe.com there, see stripe.ts). The
//   card number decides as with Stripe's test cards: 4000 0000 0000 0002 is declined
//   (card_declined), 4000 0000 0000 9995 has insufficient funds, any other authorises.
import { randomBytes } from 'node:crypto';
import http from 'node:http';

/**
 * @typedef {{
 *   id: string; object: 'payment_intent'; amount: number; amount_received?: number;
 *   currency: string; capture_method: string; status: string; client_secret: string;
 *   metadata: Record<string, string>; last_payment_error?: object | null;
 * }} PaymentIntent
 */

/** Stripe's test cards that fail, and how (https://docs.stripe.com/testing). */
const REFUSED = new Map([
  ['4000000000000002', { code: 'card_declined', decline_code: 'generic_decline' }],
  ['4000000000009995', { code: 'card_declined', decline_code: 'insufficient_funds' }],
]);
const MESSAGES = {
  generic_decline: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
};

/**
 * @param {number} status
 * @param {object} body
 */
const answer = (status, body) => ({ status, body: JSON.stringify(body) });

/**
 * @param {string} message
 * @param {number} [status]
 */
const invalid = (message, status = 400) =>
  answer(status, { error: { type: 'invalid_request_error', message } });

/**
 * Starts the stand-in on 127.0.0.1:`port`.
 * @param {number} port
 * @returns {Promise<{ url: string; close(): Promise<void> }>}
 */
export async function startStripeStandIn(port) {
  /** @type {Map<string, PaymentIntent>} */
  const intents = new Map();
  /** @type {Map<string, string>} */
  const replies = new Map();

  /**
   * @param {string} method
   * @param {string} path
   * @param {URLSearchParams} form
   * @returns {{ status: number; body: string }}
   */
  function handle(method, path, form) {
    if (method === 'GET' && path === '/v1/balance') {
      return answer(200, { object: 'balance', livemode: false, available: [], pending: [] });
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const id = `pi_e2e_${randomBytes(8).toString('hex')}`;
      /** @type {PaymentIntent} */
      const intent = {
        id,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: form.get('currency') ?? '',
        capture_method: form.get('capture_method') ?? 'automatic',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
        metadata: {
          resource_id: form.get('metadata[resource_id]') ?? '',
          store_id: form.get('metadata[store_id]') ?? '',
        },
        last_payment_error: null,
      };
      intents.set(id, intent);
      return answer(200, intent);
    }
    const match = /^\/v1\/payment_intents\/([^/?]+)(?:\/(capture|cancel|confirm))?$/.exec(path);
    const intent = match ? intents.get(match[1] ?? '') : undefined;
    if (!match) return invalid(`No stand-in for ${method} ${path}`, 404);
    if (!intent) return invalid(`No such payment_intent: '${match[1]}'`, 404);
    const action = match[2];
    if (method === 'GET' && !action) return answer(200, intent);
    if (method !== 'POST') return invalid(`No stand-in for ${method} ${path}`, 404);
    if (action === 'confirm') return confirm(intent, form);
    if (action === 'capture') {
      intent.status = 'succeeded';
      intent.amount_received = Number(form.get('amount_to_capture') ?? intent.amount);
    } else if (action === 'cancel') {
      intent.status = 'canceled';
    } else if (form.has('amount')) {
      intent.amount = Number(form.get('amount'));
    }
    return answer(200, intent);
  }

  /**
   * What Stripe answers Stripe.js confirming a card payment in the browser.
   * @param {PaymentIntent} intent
   * @param {URLSearchParams} form
   */
  function confirm(intent, form) {
    if (form.get('client_secret') !== intent.client_secret) {
      return invalid('The client_secret provided does not match the PaymentIntent.');
    }
    if (intent.status !== 'requires_payment_method' && intent.status !== 'requires_confirmation') {
      return answer(400, {
        error: {
          type: 'invalid_request_error',
          code: 'payment_intent_unexpected_state',
          message: `This PaymentIntent's status is ${intent.status}.`,
          payment_intent: intent,
        },
      });
    }
    const number = (form.get('payment_method_data[card][number]') ?? '').replace(/\D/g, '');
    const refused = REFUSED.get(number);
    if (refused) {
      const error = {
        type: 'card_error',
        ...refused,
        message: MESSAGES[/** @type {keyof typeof MESSAGES} */ (refused.decline_code)],
      };
      intent.status = 'requires_payment_method';
      intent.last_payment_error = error;
      return answer(402, { error: { ...error, payment_intent: intent } });
    }
    intent.status = intent.capture_method === 'manual' ? 'requires_capture' : 'succeeded';
    intent.last_payment_error = null;
    return answer(200, intent);
  }

  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (/** @type {Buffer} */ chunk) => (body += chunk.toString()));
    request.on('end', () => {
      const method = request.method ?? '';
      const path = (request.url ?? '').split('?')[0] ?? '';
      const key = request.headers['idempotency-key'];
      const replayKey = typeof key === 'string' && method === 'POST' ? `${path} ${key}` : '';
      let result = replayKey ? replies.get(replayKey) : undefined;
      if (!result) {
        const answered = handle(method, path, new URLSearchParams(body));
        response.statusCode = answered.status;
        result = answered.body;
        if (replayKey && answered.status === 200) replies.set(replayKey, result);
      }
      response.setHeader('content-type', 'application/json');
      response.end(result);
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(undefined));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
