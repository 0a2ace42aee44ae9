import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedStripeRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A PaymentIntent as the stand-in keeps it. */
export interface StandInPaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received?: number;
  currency: string;
  capture_method: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
}

/**
 * A local HTTP server standing in for Stripe's API (Stripe itself can't be reached here). It
 * records every request and answers the calls Storedesk makes with Stripe-shaped objects.
 */
export async function startStripeStandIn() {
  const requests: RecordedStripeRequest[] = [];
  let sessions = 0;
  // A store's own Stripe account (payment providers): PaymentIntents, refunds and the balance,
  // answered like Stripe, with POSTs replayed by Idempotency-Key as Stripe does.
  const paymentIntents = new Map<string, StandInPaymentIntent>();
  const replies = new Map<string, string>();
  let intents = 0;
  let refunds = 0;
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      requests.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body,
      });
      response.setHeader('content-type', 'application/json');
      if (request.method === 'POST' && request.url === '/v1/checkout/sessions') {
        sessions += 1;
        const id = `cs_test_standin_${sessions}`;
        response.end(
          JSON.stringify({
            id,
            object: 'checkout.session',
            url: `https://checkout.stripe.test/c/pay/${id}`,
          }),
        );
        return;
      }
      if (request.method === 'POST' && request.url === '/v1/billing_portal/sessions') {
        response.end(
          JSON.stringify({
            id: 'bps_test_1',
            object: 'billing_portal.session',
            url: 'https://billing.stripe.test/p/session/bps_test_1',
          }),
        );
        return;
      }
      const answer = answerStoreAccount(request, body);
      if (answer) {
        response.statusCode = answer.status;
        response.end(answer.body);
        return;
      }
      response.statusCode = 404;
      response.end(
        JSON.stringify({
          error: { type: 'invalid_request_error', message: `No stand-in for ${request.url}` },
        }),
      );
    });
  });
  /** The calls a store's payment provider makes; undefined for anything else. */
  function answerStoreAccount(
    request: http.IncomingMessage,
    body: string,
  ): { status: number; body: string } | undefined {
    const url = request.url ?? '';
    const method = request.method ?? '';
    const isAccountCall =
      url === '/v1/balance' || url === '/v1/refunds' || url.startsWith('/v1/payment_intents');
    if (!isAccountCall) return undefined;
    const authorization = request.headers.authorization ?? '';
    if (/revoked/.test(authorization)) {
      return {
        status: 401,
        body: JSON.stringify({
          error: {
            type: 'invalid_request_error',
            message: 'Invalid API Key provided: sk_test_****',
          },
        }),
      };
    }
    const key = request.headers['idempotency-key'];
    const replayKey =
      typeof key === 'string' && method === 'POST' ? `${url}\u0000${key}` : undefined;
    if (replayKey && replies.has(replayKey)) return { status: 200, body: replies.get(replayKey)! };
    const form = new URLSearchParams(body);
    let result: object | undefined;
    const intentMatch = /^\/v1\/payment_intents\/([^/?]+)(?:\/(capture|cancel))?$/.exec(url);
    if (method === 'GET' && url === '/v1/balance') {
      result = { object: 'balance', livemode: false, available: [], pending: [] };
    } else if (method === 'POST' && url === '/v1/payment_intents') {
      intents += 1;
      const id = `pi_test_standin_${intents}`;
      const intent: StandInPaymentIntent = {
        id,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: form.get('currency') ?? '',
        capture_method: form.get('capture_method') ?? 'automatic',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_standin`,
        metadata: {
          resource_id: form.get('metadata[resource_id]') ?? '',
          store_id: form.get('metadata[store_id]') ?? '',
        },
      };
      paymentIntents.set(id, intent);
      result = intent;
    } else if (method === 'POST' && url === '/v1/refunds') {
      refunds += 1;
      result = {
        id: `re_test_standin_${refunds}`,
        object: 'refund',
        amount: Number(form.get('amount')),
        payment_intent: form.get('payment_intent'),
        status: 'succeeded',
      };
    } else if (intentMatch) {
      const intent = paymentIntents.get(intentMatch[1]!);
      if (!intent) {
        return {
          status: 404,
          body: JSON.stringify({
            error: {
              type: 'invalid_request_error',
              code: 'resource_missing',
              message: 'No such payment_intent',
            },
          }),
        };
      }
      if (method === 'POST' && intentMatch[2] === 'capture') {
        intent.status = 'succeeded';
        intent.amount_received = Number(form.get('amount_to_capture') ?? intent.amount);
      } else if (method === 'POST' && intentMatch[2] === 'cancel') {
        intent.status = 'canceled';
      } else if (method === 'POST' && form.has('amount')) {
        intent.amount = Number(form.get('amount'));
      }
      result = intent;
    }
    if (!result) return undefined;
    const text = JSON.stringify(result);
    if (replayKey) replies.set(replayKey, text);
    return { status: 200, body: text };
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** The PaymentIntents made on the stand-in, by id (a test may move one's status on). */
    paymentIntents,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
