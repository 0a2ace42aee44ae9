import { adminPriceListsQueryOptions } from '@storedesk/react';
import { listParams } from '@/components/list/list-state';
import { listLoader } from '@/components/route-data';
import { storedesk } from '@/lib/storedesk';
import { priceListList } from './query';

export const loader = listLoader(priceListList, (state) => [
  adminPriceListsQueryOptions(storedesk, null, listParams(state)),
]);
