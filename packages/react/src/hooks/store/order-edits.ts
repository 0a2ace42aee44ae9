import type { Storedesk } from '@storedesk/client';
import { orderEditKeys, orderKeys, paymentCollectionKeys, type QueryScope } from '../../keys.js';
import { recordMutation } from '../crud.js';
import {
  clientQuery,
  listsAndDetail,
  useClientQuery,
  type Arg,
  type ReadOptions,
  type Store,
} from '../helpers.js';

// Order edits the shopper is asked to confirm; answering refreshes the edit, the orders (a
// completed edit changes its order) and the payment collections (a declined edit cancels its
// collection; a completed one moves its payment to the order).

type R = Store['orderEdits'];

const touched = (scope: QueryScope, id: string) => [
  ...listsAndDetail(orderEditKeys, scope, id),
  orderKeys.all(scope),
  paymentCollectionKeys.all(scope),
];

export const orderEditQueryOptions = (client: Storedesk, scope: QueryScope, id: string) =>
  clientQuery(orderEditKeys.detail(scope, id), (o) => client.store.orderEdits.retrieve(id, o));

export function useOrderEdit(id: string, options?: ReadOptions<R['retrieve']>) {
  return useClientQuery((c) => orderEditQueryOptions(c.client, c.scope, id), options);
}

/** Variables optional: `{ declined_reason }`. */
export const useDeclineOrderEdit = recordMutation(
  (client, id, body: Arg<R['decline'], 1> | void) =>
    client.store.orderEdits.decline(id, body || undefined),
  touched,
);

export const useCompleteOrderEdit = recordMutation(
  (client, id) => client.store.orderEdits.complete(id),
  touched,
);
