import { adminInventoryItemsQueryOptions, adminStockLocationsQueryOptions } from '@storedesk/react';
import { listLoader } from '@/components/route-data';
import { storedesk } from '@/lib/storedesk';
import { ALL_LOCATIONS } from '../common/item-names';
import { itemList, itemListQuery } from './query';

/** The page of items the URL describes, and the store's locations (filter and names). */
export const loader = listLoader(itemList, (state) => [
  adminInventoryItemsQueryOptions(storedesk, null, itemListQuery(state)),
  adminStockLocationsQueryOptions(storedesk, null, ALL_LOCATIONS),
]);
