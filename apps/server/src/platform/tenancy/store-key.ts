import { PUBLISHABLE_KEY_HEADER } from '@storedesk/contract';
import type { FastifyRequest } from 'fastify';
import type { CatalogCache } from '../catalog-cache.js';
import type { RequestContext } from '../context.js';
import { StoredeskError } from '../errors.js';
import type { RequestBase, StoreBaseLookup } from './store-base-url.js';

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
 * The store API knows its store from the `x-publishable-api-key` header or, for storefronts
 * that send no key (Medusa v1's), from its URL: the base URL `/s/{handle}` or a host name of
 * the store (store-base-url.ts). A key and a URL that name different stores answer 400, never
 * data of either. A request that names no store, an unknown or a revoked key answer 400 and
 * say which. Keys are remembered in this process while their store's epoch holds, so a
 * repeated storefront request runs no SQL to know its store. `findKey` is the
 * publishable-keys area's lookup (one statement).
 */
export function createStorefrontResolver(deps: {
  catalog: CatalogCache;
  findKey: (keyId: string) => Promise<StorefrontKey | undefined>;
  bases: StoreBaseLookup;
}): (request: FastifyRequest) => Promise<RequestContext> {
  const { catalog, findKey, bases } = deps;
  return async (request) => {
    const base = await bases.forRequest(request);
    if (base && 'missing' in base) throw unknownStore(base);
    const header = request.headers[PUBLISHABLE_KEY_HEADER];
    const keyId = typeof header === 'string' ? header.trim() : '';
    const context = (
      found: { storeId: string; salesChannelIds: string[] },
      epoch: string,
    ): RequestContext => ({
      requestId: request.id,
      storeId: found.storeId,
      actor: null,
      salesChannelIds: found.salesChannelIds,
      catalogToken: `e${epoch}`,
    });

    if (keyId === '') {
      if (!base) throw noStoreNamed();
      // Medusa v1 without a key sells through the store's default sales channel.
      return context(base.found, catalog.epoch(base.found.storeId));
    }
    const key = await resolveKey(keyId);
    if (base && base.found.storeId !== key.found.storeId) throw otherStoresKey(base);
    return context(key.found, key.epoch);
  };

  async function resolveKey(keyId: string): Promise<{ found: StorefrontKey; epoch: string }> {
    const cached = catalog.keys.get(keyId);
    if (cached) {
      if (cached.revoked) throw revoked();
      return { found: cached, epoch: cached.epoch };
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
    return { found, epoch: epoch ?? catalog.epoch(found.storeId) };
  }
}

const noStoreNamed = () =>
  new StoredeskError(
    'invalid_data',
    "No store named: send the x-publishable-api-key header, or call the store API under the store's base URL (/s/{handle}/store/..., shown in the store settings) or one of its host names.",
    'missing_publishable_key',
  );

const unknownStore = (base: { via: 'path' | 'host'; missing: string }) =>
  new StoredeskError(
    'not_found',
    base.via === 'path'
      ? `No store has the handle ${base.missing}: check the store's API base URL in its settings.`
      : `No store answers on the host name ${base.missing}.`,
    'unknown_store',
  );

const otherStoresKey = (base: RequestBase) =>
  new StoredeskError(
    'invalid_data',
    `The x-publishable-api-key header names a key of another store than the ${base.via === 'path' ? 'base URL' : 'host name'} names: send a key of this store, or none.`,
    'publishable_key_store_mismatch',
  );
