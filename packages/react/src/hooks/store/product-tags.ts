import type { Storedesk } from '@storedesk/client';
import { productTagKeys, type QueryScope } from '../../keys.js';
import { clientQuery, useClientQuery, type Arg, type ReadOptions, type Store } from '../helpers.js';

type R = Store['productTags'];

export const productTagsQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  query?: Arg<R['list'], 0>,
) => clientQuery(productTagKeys.list(scope, query), (o) => client.store.productTags.list(query, o));

export function useProductTags(query?: Arg<R['list'], 0>, options?: ReadOptions<R['list']>) {
  return useClientQuery((c) => productTagsQueryOptions(c.client, c.scope, query), options);
}
