import { findInputProblem } from '@storedesk/contract';
import type { FastifyInstance } from 'fastify';
import { StoredeskError } from './errors.js';

/** A path for a message: characters that could not be stored are shown as U+FFFD. */
const printable = (part: string | number) =>
  // eslint-disable-next-line no-control-regex -- NUL is exactly what is being replaced
  String(part).replace(/[\u0000\ud800-\udfff]/g, '\ufffd');

/**
 * Every route's path parameters, query and JSON body are checked before validation for text
 * PostgreSQL cannot store (NUL, lone surrogates) and for JSON nested absurdly deep: a 400 that
 * names the field, for every route, including any added later. The schemas then check the rest.
 */
export function registerInputGuard(app: FastifyInstance): void {
  // A JSON request with an empty body (`Content-Type: application/json`, `Content-Length: 0`)
  // is a request without a body, as Medusa v1's parser reads it, rather than Fastify's "Body
  // cannot be empty" 400: a hand-written v1 storefront may POST that way. The route's schema
  // then says what is missing, if anything is. Broken and poisoned JSON still answer 400.
  app.addHook('onRequest', async (request) => {
    const type = request.headers['content-type'];
    if (request.headers['content-length'] === '0' && type && /\bjson\b/i.test(type)) {
      delete request.headers['content-type'];
    }
  });
  app.addHook('preValidation', async (request) => {
    const parts = [
      ['path', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const;
    for (const [root, value] of parts) {
      const problem = findInputProblem(value);
      if (problem) {
        const field = problem.path.length > 0 ? problem.path.map(printable).join('.') : root;
        throw new StoredeskError('invalid_data', `${field} ${problem.message}`, 'invalid_text');
      }
    }
  });
}
