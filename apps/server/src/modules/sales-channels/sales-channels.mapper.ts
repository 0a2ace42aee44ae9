import type { SalesChannel } from '@storedesk/contract';
import { timestamps } from '../../platform/dates.js';
import type { SalesChannelRow } from './sales-channels.service.js';

/** The wire shape of a sales channel (Medusa v1). */
export function toSalesChannel(row: SalesChannelRow): SalesChannel {
  return {
    id: row.id,
    ...timestamps(row),
    name: row.name,
    description: row.description,
    is_disabled: row.isDisabled,
    metadata: row.metadata ?? null,
  };
}
