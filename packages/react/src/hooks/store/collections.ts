import type { Storedesk } from '@storedesk/client';
import { collectionKeys, type QueryScope } from '../../keys.js';
import { clientQuery, useClientQuery, type Arg, type ReadOptions, type Store } from '../helpers.js';

type R = Store['collections'];

export const collectionsQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  query?: Arg<R['list'], 0>,
) => clientQuery(collectionKeys.list(scope, query), (o) => client.store.collections.list(query, o));

export function useCollections(query?: Arg<R['list'], 0>, options?: ReadOptions<R['list']>) {
  return useClientQuery((c) => collectionsQueryOptions(c.client, c.scope, query), options);
}

export const collectionQueryOptions = (client: Storedesk, scope: QueryScope, id: string) =>
  clientQuery(collectionKeys.detail(scope, id), (o) => client.store.collections.retrieve(id, o));

export function useCollection(id: string, options?: ReadOptions<R['retrieve']>) {
  return useClientQuery((c) => collectionQueryOptions(c.client, c.scope, id), options);
}
