import type { Storedesk } from '@storedesk/client';
import { productTypeKeys, type QueryScope } from '../../keys.js';
import { clientQuery, useClientQuery, type Arg, type ReadOptions, type Store } from '../helpers.js';

type R = Store['productTypes'];

export const productTypesQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  query?: Arg<R['list'], 0>,
) =>
  clientQuery(productTypeKeys.list(scope, query), (o) => client.store.productTypes.list(query, o));

export function useProductTypes(query?: Arg<R['list'], 0>, options?: ReadOptions<R['list']>) {
  return useClientQuery((c) => productTypesQueryOptions(c.client, c.scope, query), options);
}
