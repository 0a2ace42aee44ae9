import type { Storedesk } from '@storedesk/client';
import { orderKeys, swapKeys, type QueryScope } from '../../keys.js';
import {
  clientQuery,
  useClientMutation,
  useClientQuery,
  type Arg,
  type ReadOptions,
  type Store,
  type WriteOptions,
} from '../helpers.js';

type R = Store['swaps'];

export const cartSwapQueryOptions = (client: Storedesk, scope: QueryScope, cartId: string) =>
  clientQuery([...swapKeys.details(scope), 'cart', cartId], (o) =>
    client.store.swaps.retrieveByCartId(cartId, o),
  );

export function useCartSwap(cartId: string, options?: ReadOptions<R['retrieveByCartId']>) {
  return useClientQuery((c) => cartSwapQueryOptions(c.client, c.scope, cartId), options);
}

/** Variables `{ order_id, return_items, additional_items, return_shipping_option? }`. */
export function useCreateSwap(options?: WriteOptions<R['create'], Arg<R['create'], 0>>) {
  const run = (client: Storedesk, body: Arg<R['create'], 0>) => client.store.swaps.create(body);
  return useClientMutation(run, (scope) => [swapKeys.all(scope), orderKeys.all(scope)], options);
}
