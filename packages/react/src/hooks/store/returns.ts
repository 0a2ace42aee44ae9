import type { Storedesk } from '@storedesk/client';
import { orderKeys } from '../../keys.js';
import { useClientMutation, type Arg, type Store, type WriteOptions } from '../helpers.js';

// Returns requested by the shopper; creating one refreshes the orders.

type R = Store['returns'];

/** Variables `{ order_id, items, return_shipping? }`. */
export function useCreateReturn(options?: WriteOptions<R['create'], Arg<R['create'], 0>>) {
  const run = (client: Storedesk, body: Arg<R['create'], 0>) => client.store.returns.create(body);
  return useClientMutation(run, (scope) => [orderKeys.all(scope)], options);
}
