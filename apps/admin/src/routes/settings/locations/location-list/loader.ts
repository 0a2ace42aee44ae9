import { adminStockLocationsQueryOptions, adminStoreQueryOptions } from '@storedesk/react';
import { listParams } from '@/components/list/list-state';
import { listLoader } from '@/components/route-data';
import { storedesk } from '@/lib/storedesk';
import { WITH_CHANNELS, locationList } from './query';

/** The locations with their channels, and the store (which one is its default location). */
export const loader = listLoader(locationList, (state) => [
  adminStockLocationsQueryOptions(storedesk, null, { ...listParams(state), ...WITH_CHANNELS }),
  adminStoreQueryOptions(storedesk),
]);
