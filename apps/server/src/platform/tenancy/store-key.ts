import { PUBLISHABLE_KEY_HEADER } from '@storedesk/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../context.js';
import { StoredeskError } from '../errors.js';
import type { CatalogCache } from '../catalog-cache.js';
import {
  publishableApiKey,
  publishableApiKeySalesChannel as keySalesChannel,
} from '../../modules/publishable-api-keys/publishable-api-keys.tables.js';
import { store } from '../../modules/store/store.tables.js';

/**
 * The store API knows its store only from the `x-publishable-api-key` header. A missing,
 * unknown or revoked key answers 400 and says which.
 */
const revoked = () =>
  new StoredeskError(
    'invalid_data',
    'This publishable API key has been revoked.',
    'revoked_publishable_key',
  );

export function registerStoreKey(
  app: FastifyInstance,
  deps: AppDeps & { catalog: CatalogCache },
): void {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/store')) return;
    const key = request.headers[PUBLISHABLE_KEY_HEADER];
    if (typeof key !== 'string' || key.trim() === '') {
      throw new StoredeskError(
        'invalid_data',
        'Missing x-publishable-api-key header: every store API request names its store with a publishable API key.',
        'missing_publishable_key',
      );
    }
    const cached = deps.catalog.keys.get(key.trim());
    if (cached) {
      if (cached.revoked) throw revoked();
      request.ctx = {
        requestId: request.id,
        storeId: cached.storeId,
        actor: null,
        salesChannelIds: cached.salesChannelIds,
        catalogToken: `e${cached.epoch}`,
      };
      return;
    }
    // A change that lands while the key is read leaves what was read possibly stale: then the
    // answer is used for this request only and not cached.
    const mark = deps.catalog.mark();
    // One statement: the key, its store and the key's sales channels.
    const rows = await deps.db
      .select({
        storeId: publishableApiKey.storeId,
        revokedAt: publishableApiKey.revokedAt,
        salesChannelIds: sql<string[]>`array(
          select ${keySalesChannel.salesChannelId} from ${keySalesChannel}
          where ${keySalesChannel.storeId} = ${publishableApiKey.storeId}
            and ${keySalesChannel.publishableKeyId} = ${publishableApiKey.id})`,
      })
      .from(publishableApiKey)
      .innerJoin(store, eq(store.id, publishableApiKey.storeId))
      .where(eq(publishableApiKey.id, key.trim()));
    const found = rows[0];
    if (!found) {
      throw new StoredeskError(
        'invalid_data',
        'The x-publishable-api-key header names no known key.',
        'unknown_publishable_key',
      );
    }
    const epoch = deps.catalog.epochSince(found.storeId, mark);
    if (epoch !== undefined) {
      deps.catalog.keys.set(key.trim(), {
        storeId: found.storeId,
        revoked: found.revokedAt !== null,
        salesChannelIds: found.salesChannelIds,
        epoch,
      });
    }
    if (found.revokedAt) throw revoked();
    request.ctx = {
      requestId: request.id,
      storeId: found.storeId,
      actor: null,
      salesChannelIds: found.salesChannelIds,
      catalogToken: `e${epoch ?? deps.catalog.epoch(found.storeId)}`,
    };
  });
}
