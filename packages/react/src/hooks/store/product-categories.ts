import type { FindParams, ListQuery, Storedesk } from '@storedesk/client';
import { productCategoryKeys, type QueryScope } from '../../keys.js';
import {
  clientQuery,
  detailKey,
  useClientQuery,
  type ReadOptions,
  type Store,
} from '../helpers.js';

type R = Store['productCategories'];

export const productCategoriesQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  query?: ListQuery,
) =>
  clientQuery(productCategoryKeys.list(scope, query), (o) =>
    client.store.productCategories.list(query, o),
  );

export function useProductCategories(query?: ListQuery, options?: ReadOptions<R['list']>) {
  return useClientQuery((c) => productCategoriesQueryOptions(c.client, c.scope, query), options);
}

export const productCategoryQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  id: string,
  query?: FindParams,
) =>
  clientQuery(detailKey(productCategoryKeys, scope, id, query), (o) =>
    client.store.productCategories.retrieve(id, query, o),
  );

export function useProductCategory(
  id: string,
  query?: FindParams,
  options?: ReadOptions<R['retrieve']>,
) {
  return useClientQuery((c) => productCategoryQueryOptions(c.client, c.scope, id, query), options);
}
