import { adminSalesChannelsQueryOptions, adminStoreQueryOptions } from '@storedesk/react';
import { listParams } from '@/components/list/list-state';
import { listLoader } from '@/components/route-data';
import { storedesk } from '@/lib/storedesk';
import { salesChannelList } from './query';

/** The channels, and the store (which names the default channel). */
export const loader = listLoader(salesChannelList, (state) => [
  adminSalesChannelsQueryOptions(storedesk, null, listParams(state)),
  adminStoreQueryOptions(storedesk),
]);
