import {
  adminPriceListProductsQueryOptions,
  adminPriceListQueryOptions,
  adminStoreQueryOptions,
} from '@storedesk/react';
import type { LoaderFunctionArgs } from 'react-router';
import { queryClient, storedesk } from '@/lib/storedesk';
import { productsQuery } from './query';

/** Starts the list, its first page of products and the store's currencies with the route. */
export async function loader({ params }: LoaderFunctionArgs) {
  const id = params.id!;
  await Promise.all([
    queryClient.ensureQueryData(adminPriceListQueryOptions(storedesk, null, id)),
    queryClient.ensureQueryData(
      adminPriceListProductsQueryOptions(storedesk, null, id, productsQuery(0)),
    ),
    queryClient.ensureQueryData(adminStoreQueryOptions(storedesk)),
  ]).catch(() => undefined);
  return null;
}
