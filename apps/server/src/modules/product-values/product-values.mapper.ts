import type { ProductValue } from '@storedesk/contract';
import { timestamps } from '../../platform/dates.js';
import type { ProductValueRow } from './product-values.tables.js';

/** The wire shape of a product tag or type. */
export function toProductValue(row: ProductValueRow): ProductValue {
  return {
    id: row.id,
    ...timestamps(row),
    value: row.value,
    metadata: row.metadata ?? null,
  };
}
