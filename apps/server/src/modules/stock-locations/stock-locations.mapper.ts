import type { SalesChannel, StockLocation } from '@storedesk/contract';
import { timestamps } from '../../platform/dates.js';
import type { stockLocation } from './stock-locations.tables.js';

export type StockLocationRow = typeof stockLocation.$inferSelect;

/**
 * The wire shape of a stock location (Medusa v1): the address is kept in the location's own
 * row but answered as v1's separate `address` object, with the id it was given.
 */
export function toStockLocation(
  row: StockLocationRow,
  salesChannels?: SalesChannel[],
): StockLocation {
  return {
    id: row.id,
    ...timestamps(row),
    name: row.name,
    address_id: row.addressId,
    address: row.addressId
      ? {
          id: row.addressId,
          ...timestamps(row),
          address_1: row.address1,
          address_2: row.address2,
          company: row.company,
          city: row.city,
          country_code: row.countryCode,
          phone: row.phone,
          province: row.province,
          postal_code: row.postalCode,
          metadata: null,
        }
      : null,
    metadata: row.metadata ?? null,
    ...(salesChannels && { sales_channels: salesChannels }),
  };
}
