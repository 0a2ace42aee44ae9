import type { FindParams, StoreGetOrdersParams, Storedesk } from '@storedesk/client';
import { customerKeys, orderKeys, type QueryScope } from '../../keys.js';
import {
  clientQuery,
  detailKey,
  invalidatesNothing,
  useClientMutation,
  useClientQuery,
  type Arg,
  type ReadOptions,
  type Store,
  type WriteOptions,
} from '../helpers.js';

type R = Store['orders'];

export const orderQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  id: string,
  query?: FindParams,
) =>
  clientQuery(detailKey(orderKeys, scope, id, query), (o) =>
    client.store.orders.retrieve(id, query, o),
  );

export function useOrder(id: string, query?: FindParams, options?: ReadOptions<R['retrieve']>) {
  return useClientQuery((c) => orderQueryOptions(c.client, c.scope, id, query), options);
}

/** The order a completed cart became. */
export const cartOrderQueryOptions = (client: Storedesk, scope: QueryScope, cartId: string) =>
  clientQuery([...orderKeys.details(scope), 'cart', cartId], (o) =>
    client.store.orders.retrieveByCartId(cartId, o),
  );

export function useCartOrder(cartId: string, options?: ReadOptions<R['retrieveByCartId']>) {
  return useClientQuery((c) => cartOrderQueryOptions(c.client, c.scope, cartId), options);
}

/** Looks an order up by `display_id` and `email`. */
export const ordersQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  query: StoreGetOrdersParams,
) => clientQuery(orderKeys.list(scope, query), (o) => client.store.orders.lookupOrder(query, o));

export function useOrders(query: StoreGetOrdersParams, options?: ReadOptions<R['lookupOrder']>) {
  return useClientQuery((c) => ordersQueryOptions(c.client, c.scope, query), options);
}

/** Variables `{ order_ids }`: emails the shopper a token to claim these orders. */
export function useRequestOrderAccess(
  options?: WriteOptions<R['requestCustomerOrders'], Arg<R['requestCustomerOrders'], 0>>,
) {
  const run = (client: Storedesk, body: Arg<R['requestCustomerOrders'], 0>) =>
    client.store.orders.requestCustomerOrders(body);
  return useClientMutation(run, invalidatesNothing, options);
}

/** Variables `{ token }`. */
export function useGrantOrderAccess(
  options?: WriteOptions<R['confirmRequest'], Arg<R['confirmRequest'], 0>>,
) {
  const run = (client: Storedesk, body: Arg<R['confirmRequest'], 0>) =>
    client.store.orders.confirmRequest(body);
  return useClientMutation(
    run,
    (scope) => [orderKeys.all(scope), customerKeys.all(scope)],
    options,
  );
}
