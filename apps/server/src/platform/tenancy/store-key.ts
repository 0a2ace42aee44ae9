import { PUBLISHABLE_KEY_HEADER } from '@storedesk/contract';
import type { FastifyRequest } from 'fastify';
import type { CatalogCache } from '../catalog-cache.js';
import type { RequestContext } from '../context.js';
import { StoredeskError } from '../errors.js';

/** What a publishable key says about the store API request that carries it. */
export interface StorefrontKey {
  storeId: string;
  revoked: boolean;
  /** The sales channels the key is limited to (empty: not limited). */
  salesChannelIds: string[];
}

const revoked = () =>
  new StoredeskError(
    'invalid_data',
    'This publishable API key has been revoked.',
    'revoked_publishable_key',
  );

/**
 * The store API knows its store only from the `x-publishable-api-key` header. A missing,
 * unknown or revoked key answers 400 and says which. Keys are remembered in this process while
 * their store's epoch holds, so a repeated storefront request runs no SQL to know its store.
 * `findKey` is the publishable-keys area's lookup (one statement).
 */
export function createStorefrontResolver(deps: {
  catalog: CatalogCache;
  findKey: (keyId: string) => Promise<StorefrontKey | undefined>;
}): (request: FastifyRequest) => Promise<RequestContext> {
  const { catalog, findKey } = deps;
  return async (request) => {
    const header = request.headers[PUBLISHABLE_KEY_HEADER];
    const keyId = typeof header === 'string' ? header.trim() : '';
    if (keyId === '') {
      throw new StoredeskError(
        'invalid_data',
        'Missing x-publishable-api-key header: every store API request names its store with a publishable API key.',
        'missing_publishable_key',
      );
    }
    const context = (found: StorefrontKey, epoch: string): RequestContext => ({
      requestId: request.id,
      storeId: found.storeId,
      actor: null,
      salesChannelIds: found.salesChannelIds,
      catalogToken: `e${epoch}`,
    });

    const cached = catalog.keys.get(keyId);
    if (cached) {
      if (cached.revoked) throw revoked();
      return context(cached, cached.epoch);
    }
    // A change that lands while the key is read leaves what was read possibly stale: then the
    // answer is used for this request only and not cached.
    const mark = catalog.mark();
    const found = await findKey(keyId);
    if (!found) {
      throw new StoredeskError(
        'invalid_data',
        'The x-publishable-api-key header names no known key.',
        'unknown_publishable_key',
      );
    }
    const epoch = catalog.epochSince(found.storeId, mark);
    if (epoch !== undefined) catalog.keys.set(keyId, { ...found, epoch });
    if (found.revoked) throw revoked();
    return context(found, epoch ?? catalog.epoch(found.storeId));
  };
}
