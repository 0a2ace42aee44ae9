import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../platform/db/client.js';
import type { StorefrontKey } from '../../platform/tenancy/store-key.js';
import { salesChannel } from '../sales-channels/sales-channels.tables.js';
import { publishableApiKey, publishableApiKeySalesChannel } from './publishable-api-keys.tables.js';

/**
 * The store a publishable key belongs to, whether it is revoked, and the sales channels it is
 * limited to, in one statement. Read before any store is known (the key is what names it), so
 * it is the one unscoped read of this area.
 */
export async function findStorefrontKey(
  db: Executor,
  keyId: string,
): Promise<StorefrontKey | undefined> {
  const rows = await db
    .select({
      storeId: publishableApiKey.storeId,
      revokedAt: publishableApiKey.revokedAt,
      salesChannelIds: sql<string[]>`array(
        select ${publishableApiKeySalesChannel.salesChannelId} from ${publishableApiKeySalesChannel}
        where ${publishableApiKeySalesChannel.storeId} = ${publishableApiKey.storeId}
          and ${publishableApiKeySalesChannel.publishableKeyId} = ${publishableApiKey.id})`,
    })
    .from(publishableApiKey)
    .where(eq(publishableApiKey.id, keyId));
  const found = rows[0];
  return (
    found && {
      storeId: found.storeId,
      revoked: found.revokedAt !== null,
      salesChannelIds: found.salesChannelIds,
    }
  );
}

/**
 * The ids of the live sales channels a publishable key is limited to. Empty means the key is
 * not restricted (Medusa v1): the store API then sells through every channel.
 */
export async function salesChannelIdsForKey(
  tx: Tx,
  storeId: string,
  keyId: string,
): Promise<string[]> {
  const rows = await tx
    .select({ id: publishableApiKeySalesChannel.salesChannelId })
    .from(publishableApiKeySalesChannel)
    .innerJoin(
      salesChannel,
      and(
        eq(salesChannel.storeId, publishableApiKeySalesChannel.storeId),
        eq(salesChannel.id, publishableApiKeySalesChannel.salesChannelId),
      ),
    )
    .where(
      and(
        eq(publishableApiKeySalesChannel.storeId, storeId),
        eq(publishableApiKeySalesChannel.publishableKeyId, keyId),
        isNull(salesChannel.deletedAt),
      ),
    )
    .orderBy(asc(publishableApiKeySalesChannel.salesChannelId));
  return rows.map((row) => row.id);
}
