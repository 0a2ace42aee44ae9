import { adminRegionsQueryOptions, adminStoreQueryOptions } from '@storedesk/react';
import { listParams } from '@/components/list/list-state';
import { listLoader } from '@/components/route-data';
import { storedesk } from '@/lib/storedesk';
import { regionList } from './query';

/** The regions, and the store (its currencies and providers for the create form). */
export const loader = listLoader(regionList, (state) => [
  adminRegionsQueryOptions(storedesk, null, listParams(state)),
  adminStoreQueryOptions(storedesk),
]);
