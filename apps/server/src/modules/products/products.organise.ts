import type * as contract from '@storedesk/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/client.js';
import { store } from '../../platform/tenancy/tenancy.tables.js';
import { replaceLinks, requireIds, resolveValues } from './products.repo.js';
import { productCategoryProduct, productSalesChannel, productTags } from './products.tables.js';

type CreateInput = z.output<typeof contract.AdminPostProductsReq>;

async function defaultSalesChannel(tx: Tx, storeId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: store.defaultSalesChannelId })
    .from(store)
    .where(eq(store.id, storeId));
  return rows[0]?.id ? [rows[0].id] : [];
}

/**
 * Type, collection, tags, categories and sales channels of a create or update. Links are
 * replaced here; the type and collection ids are answered for the caller's product row.
 */
export async function organise(
  tx: Tx,
  storeId: string,
  productId: string,
  input: Pick<CreateInput, 'type' | 'collection_id' | 'tags' | 'categories' | 'sales_channels'>,
  creating: boolean,
): Promise<{ typeId?: string | null; collectionId?: string | null }> {
  const result: { typeId?: string | null; collectionId?: string | null } = {};
  if (input.type !== undefined) {
    result.typeId = input.type
      ? (await resolveValues(tx, storeId, 'product_type', 'type', [input.type]))[0]!
      : null;
  }
  if (input.collection_id !== undefined) {
    if (input.collection_id)
      await requireIds(tx, storeId, 'collection', 'collection_id', [input.collection_id]);
    result.collectionId = input.collection_id;
  }
  if (input.tags !== undefined) {
    const tagIds = await resolveValues(tx, storeId, 'product_tag', 'tags', input.tags);
    await replaceLinks(tx, storeId, productId, productTags, tagIds);
  }
  if (input.categories !== undefined) {
    const ids = input.categories.map((entry) => entry.id);
    await requireIds(tx, storeId, 'category', 'categories', ids);
    await replaceLinks(tx, storeId, productId, productCategoryProduct, ids);
  }
  if (input.sales_channels !== undefined || creating) {
    // Medusa v1: a product created without sales channels joins the default channel.
    const ids = input.sales_channels
      ? input.sales_channels.map((entry) => entry.id)
      : creating
        ? await defaultSalesChannel(tx, storeId)
        : [];
    await requireIds(tx, storeId, 'sales_channel', 'sales_channels', ids);
    await replaceLinks(tx, storeId, productId, productSalesChannel, ids);
  }
  return result;
}
