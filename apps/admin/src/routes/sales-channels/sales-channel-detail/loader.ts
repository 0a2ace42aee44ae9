import {
  adminProductsQueryOptions,
  adminSalesChannelQueryOptions,
  adminStoreQueryOptions,
} from '@storedesk/react';
import { detailLoader } from '@/components/route-data';
import { storedesk } from '@/lib/storedesk';
import { channelProductsQuery, FIRST_PAGE } from './query';

/** The channel, its first page of products and the store (which names the default channel). */
export const loader = detailLoader((id) => [
  adminSalesChannelQueryOptions(storedesk, null, id),
  adminProductsQueryOptions(storedesk, null, channelProductsQuery(id, FIRST_PAGE)),
  adminStoreQueryOptions(storedesk),
]);
