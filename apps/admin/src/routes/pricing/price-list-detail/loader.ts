import {
  adminPriceListProductsQueryOptions,
  adminPriceListQueryOptions,
  adminStoreQueryOptions,
} from '@storedesk/react';
import { detailLoader } from '@/components/route-data';
import { storedesk } from '@/lib/storedesk';
import { FIRST_PAGE, productsQuery } from './query';

/** The list, its first page of products and the store's currencies. */
export const loader = detailLoader((id) => [
  adminPriceListQueryOptions(storedesk, null, id),
  adminPriceListProductsQueryOptions(storedesk, null, id, productsQuery(FIRST_PAGE)),
  adminStoreQueryOptions(storedesk),
]);
