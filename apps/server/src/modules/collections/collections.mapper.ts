import type { AdminProductCollection, ProductCollection } from '@storedesk/contract';
import { timestamps } from '../../platform/dates.js';
import { toProductSummary } from '../products/products.mapper.js';
import type { CollectionRow, CollectionWithProducts } from './collections.service.js';

/** The wire shape of a collection, as the store API answers it. */
export function toCollection(row: CollectionRow): ProductCollection {
  return {
    id: row.id,
    ...timestamps(row),
    title: row.title,
    handle: row.handle,
    metadata: row.metadata ?? null,
  };
}

/** A collection with (up to a limit of) its products, as the admin API answers it. */
export function toAdminCollection(found: CollectionWithProducts): AdminProductCollection {
  return { ...toCollection(found.collection), products: found.products.map(toProductSummary) };
}
