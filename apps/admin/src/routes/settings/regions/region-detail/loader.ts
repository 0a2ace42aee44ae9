import {
  adminCountriesQueryOptions,
  adminRegionQueryOptions,
  adminStoreQueryOptions,
} from '@storedesk/react';
import { detailLoader } from '@/components/route-data';
import { storedesk } from '@/lib/storedesk';

/** The region, and what its edit form offers (the store's currencies and providers, countries). */
export const loader = detailLoader((id) => [
  adminRegionQueryOptions(storedesk, null, id),
  adminStoreQueryOptions(storedesk),
  adminCountriesQueryOptions(storedesk, null),
]);
