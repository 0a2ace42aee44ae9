import {
  adminCountriesQueryOptions,
  adminSalesChannelsQueryOptions,
  adminStockLocationQueryOptions,
  adminStoreQueryOptions,
} from '@storedesk/react';
import { detailLoader } from '@/components/route-data';
import { storedesk } from '@/lib/storedesk';

/** The location is always read with the channels it serves. */
export const LOCATION_DETAIL_QUERY = { expand: 'address,sales_channels' } as const;
/** Every channel of the store, to link or unlink (stores have a handful). */
export const ALL_CHANNELS = { limit: 200, order: 'name' } as const;

/** The location, the store's channels, the store (its default location) and the countries. */
export const loader = detailLoader((id) => [
  adminStockLocationQueryOptions(storedesk, null, id, LOCATION_DETAIL_QUERY),
  adminSalesChannelsQueryOptions(storedesk, null, ALL_CHANNELS),
  adminStoreQueryOptions(storedesk),
  adminCountriesQueryOptions(storedesk, null),
]);
