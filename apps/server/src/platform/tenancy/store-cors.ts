import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { baseUrlHandle, type StoreBase, type StoreBaseLookup } from './store-base-url.js';

/** What a preflight may ask for (Medusa v1 answers the `cors` package's defaults). */
const ALLOWED_METHODS = 'GET,HEAD,PUT,PATCH,POST,DELETE';

/**
 * CORS for the store API, per store (Medusa v1's `store_cors`): a browser storefront on an
 * origin the store lists in its settings may call the store API with credentials (the customer
 * session cookie); any other origin gets no CORS headers, so the browser keeps the answer from
 * it. The admin API answers no CORS at all, as before.
 *
 * - Answers carry the headers when the request's store, however it was named (key, base URL
 *   or host name), allows the origin; error answers too, so a storefront can read why.
 * - A preflight names no key (browsers send none), so it is answered only under a store's base
 *   URL or host name, where the store is known from the URL alone.
 */
export function registerStoreCors(app: FastifyInstance, bases: StoreBaseLookup): void {
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    const asked = request.headers['access-control-request-method'];
    if (request.method !== 'OPTIONS' || !origin || !asked || !isStoreApiPath(request.url)) return;
    const base = await bases.forRequest(request);
    if (!base || !('found' in base)) return;
    reply.header('vary', 'Origin, Access-Control-Request-Headers');
    if (allows(base.found, origin)) {
      allowOrigin(reply, origin);
      reply.header('access-control-allow-methods', ALLOWED_METHODS);
      const headers = request.headers['access-control-request-headers'];
      if (typeof headers === 'string' && headers !== '') {
        reply.header('access-control-allow-headers', headers);
      }
      reply.header('access-control-max-age', '600');
    }
    return reply.code(204).send();
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'OPTIONS' || !isStoreApiRequest(request)) return payload;
    // Whether an answer carries CORS headers depends on the Origin: caches must key on it,
    // also for the answers to requests that sent none.
    addVary(reply, 'Origin');
    const origin = request.headers.origin;
    if (!origin) return payload;
    const base = await storeOf(request, bases);
    if (base && allows(base, origin)) allowOrigin(reply, origin);
    return payload;
  });
}

/** A store API route, or any path under a store's base URL (where a refusal is a 404). */
const isStoreApiRequest = (request: FastifyRequest) =>
  request.routeOptions.config.access === 'storefront' || baseUrlHandle(request) !== undefined;

/** The store a store API answer belongs to: the one the request resolved, else its URL's. */
async function storeOf(
  request: FastifyRequest,
  bases: StoreBaseLookup,
): Promise<StoreBase | undefined> {
  if (request.ctx && request.routeOptions.config.access === 'storefront') {
    return bases.byId(request.ctx.storeId);
  }
  // Refused before the store was set (a key of another store, a missing route under a base
  // URL): the URL still names the store whose storefront asked.
  const base = await bases.forRequest(request);
  return base && 'found' in base ? base.found : undefined;
}

function addVary(reply: FastifyReply, header: string): void {
  const current = reply.getHeader('vary');
  const list = typeof current === 'string' && current !== '' ? current.split(/\s*,\s*/) : [];
  if (!list.some((entry) => entry.toLowerCase() === header.toLowerCase() || entry === '*')) {
    reply.header('vary', [...list, header].join(', '));
  }
}

const allows = (base: StoreBase, origin: string) => base.storeCors.includes(origin.toLowerCase());

function allowOrigin(reply: FastifyReply, origin: string): void {
  reply.header('access-control-allow-origin', origin);
  reply.header('access-control-allow-credentials', 'true');
}

/** `/store`, `//store/...`, `/%73tore/...`: the router's reading of the first segment. */
function isStoreApiPath(url: string): boolean {
  const first = /^\/+([^/?#]*)/.exec(url)?.[1] ?? '';
  try {
    return decodeURIComponent(first).toLowerCase() === 'store';
  } catch {
    return false;
  }
}
