import type { FindParams, ListQuery, Storedesk } from '@storedesk/client';
import { productKeys, type QueryScope } from '../../keys.js';
import {
  clientQuery,
  detailKey,
  useClientQuery,
  type Arg,
  type ReadOptions,
  type Store,
} from '../helpers.js';

type R = Store['products'];

export const productsQueryOptions = (client: Storedesk, scope: QueryScope, query?: ListQuery) =>
  clientQuery(productKeys.list(scope, query), (o) => client.store.products.list(query, o));

export function useProducts(query?: ListQuery, options?: ReadOptions<R['list']>) {
  return useClientQuery((c) => productsQueryOptions(c.client, c.scope, query), options);
}

export const productQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  id: string,
  query?: FindParams,
) =>
  clientQuery(detailKey(productKeys, scope, id, query), (o) =>
    client.store.products.retrieve(id, query, o),
  );

export function useProduct(id: string, query?: FindParams, options?: ReadOptions<R['retrieve']>) {
  return useClientQuery((c) => productQueryOptions(c.client, c.scope, id, query), options);
}

/** POST /store/products/search reads, so it is a query: the body is part of the key. */
export const searchProductsQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  body: Arg<R['search'], 0>,
) =>
  clientQuery([...productKeys.lists(scope), 'search', body], (o) =>
    client.store.products.search(body, o),
  );

/** Variables-free: the search `{ q, offset?, limit?, filter? }` is the first argument. */
export function useSearchProducts(body: Arg<R['search'], 0>, options?: ReadOptions<R['search']>) {
  return useClientQuery((c) => searchProductsQueryOptions(c.client, c.scope, body), options);
}
