import {
  adminInventoryItemAdjustmentsQueryOptions,
  adminInventoryItemQueryOptions,
  adminStockLocationsQueryOptions,
} from '@storedesk/react';
import { detailLoader } from '@/components/route-data';
import { storedesk } from '@/lib/storedesk';
import { ALL_LOCATIONS } from '../common/item-names';

/** The most recent adjustments shown on the item's page. */
export const HISTORY_QUERY = { limit: 10 } as const;

/** The item with its levels, the store's locations, and the item's latest adjustments. */
export const loader = detailLoader((id) => [
  adminInventoryItemQueryOptions(storedesk, null, id),
  adminStockLocationsQueryOptions(storedesk, null, ALL_LOCATIONS),
  adminInventoryItemAdjustmentsQueryOptions(storedesk, null, id, HISTORY_QUERY),
]);
