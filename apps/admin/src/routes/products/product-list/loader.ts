import { adminProductsQueryOptions } from '@storedesk/react';
import { listLoader } from '@/components/route-data';
import { storedesk } from '@/lib/storedesk';
import { productList, toProductsQuery } from './product-list-query';

/** The first page the URL asks for, with the same query options the page's hook uses. */
export const loader = listLoader(productList, (state) => [
  adminProductsQueryOptions(storedesk, null, toProductsQuery(state)),
]);

export { listShouldRevalidate as shouldRevalidate } from '@/components/route-data';
