import type { Storedesk } from '@storedesk/client';
import { queryKeysFactory, type QueryScope } from '../../keys.js';
import {
  clientQuery,
  listsAndDetail,
  useClientMutation,
  useClientQuery,
  type Arg,
  type ReadOptions,
  type Store,
  type WriteOptions,
} from '../helpers.js';
import { orderKeys } from './orders.js';

// Order edits the shopper is asked to confirm; answering refreshes the edit and the orders.

type R = Store['orderEdits'];

export const orderEditKeys = queryKeysFactory('order_edits');

const touched = (scope: QueryScope, id: string) => [
  ...listsAndDetail(orderEditKeys, scope, id),
  orderKeys.all(scope),
];

export const orderEditQueryOptions = (client: Storedesk, scope: QueryScope, id: string) =>
  clientQuery(orderEditKeys.detail(scope, id), (o) => client.store.orderEdits.retrieve(id, o));

export function useOrderEdit(id: string, options?: ReadOptions<R['retrieve']>) {
  return useClientQuery((c) => orderEditQueryOptions(c.client, c.scope, id), options);
}

/** Variables optional: `{ declined_reason }`. */
export function useDeclineOrderEdit(
  id: string,
  options?: WriteOptions<R['decline'], Arg<R['decline'], 1> | void>,
) {
  const run = (client: Storedesk, body: Arg<R['decline'], 1> | void) =>
    client.store.orderEdits.decline(id, body || undefined);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

export function useCompleteOrderEdit(id: string, options?: WriteOptions<R['complete'], void>) {
  const run = (client: Storedesk) => client.store.orderEdits.complete(id);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}
