import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedStripeRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A local HTTP server standing in for Stripe's API (Stripe itself can't be reached here). It
 * records every request and answers the calls Storedesk makes with Stripe-shaped objects.
 */
export async function startStripeStandIn() {
  const requests: RecordedStripeRequest[] = [];
  let sessions = 0;
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
      response.statusCode = 404;
      response.end(
        JSON.stringify({
          error: { type: 'invalid_request_error', message: `No stand-in for ${request.url}` },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
