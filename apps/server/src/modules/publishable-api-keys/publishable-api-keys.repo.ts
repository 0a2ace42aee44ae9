import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { salesChannel } from '../sales-channels/sales-channels.tables.js';
import { publishableApiKeySalesChannel } from './publishable-api-keys.tables.js';

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
