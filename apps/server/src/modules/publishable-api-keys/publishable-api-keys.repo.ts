import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
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

/** The live sales channels a key is limited to, by name, those matching `also` when given. */
export async function findKeySalesChannels(
  tx: Tx,
  storeId: string,
  keyId: string,
  also?: SQL,
): Promise<(typeof salesChannel.$inferSelect)[]> {
  const rows = await tx
    .select({ channel: salesChannel })
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
        also,
      ),
    )
    .orderBy(asc(salesChannel.name), asc(salesChannel.id));
  return rows.map((row) => row.channel);
}

/**
 * The ids of the live sales channels a publishable key is limited to, sorted. Empty means the
 * key is not restricted (Medusa v1): the store API then sells through every channel.
 */
export async function salesChannelIdsForKey(
  tx: Tx,
  storeId: string,
  keyId: string,
): Promise<string[]> {
  return (await findKeySalesChannels(tx, storeId, keyId)).map((channel) => channel.id).sort();
}
