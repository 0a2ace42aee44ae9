import { adminCollectionsQueryOptions } from '@storedesk/react';
import { listParams } from '@/components/list/list-state';
import { listLoader } from '@/components/route-data';
import { storedesk } from '@/lib/storedesk';
import { collectionList } from './list-query';

export const loader = listLoader(collectionList, (state) => [
  adminCollectionsQueryOptions(storedesk, null, listParams(state)),
]);
