import type { Storedesk } from '@storedesk/client';
import type { StoreGetShippingOptionsParams } from '@storedesk/contract';
import { cartShippingOptionsKey, shippingOptionKeys, type QueryScope } from '../../keys.js';
import { clientQuery, useClientQuery, type ReadOptions, type Store } from '../helpers.js';

type R = Store['shippingOptions'];

export const shippingOptionsQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  query?: StoreGetShippingOptionsParams,
) =>
  clientQuery(shippingOptionKeys.list(scope, query), (o) =>
    client.store.shippingOptions.list(query, o),
  );

export function useShippingOptions(
  query?: StoreGetShippingOptionsParams,
  options?: ReadOptions<R['list']>,
) {
  return useClientQuery((c) => shippingOptionsQueryOptions(c.client, c.scope, query), options);
}

/** The options available to a cart; cart writes refresh it. */
export const cartShippingOptionsQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  cartId: string,
) =>
  clientQuery(cartShippingOptionsKey(scope, cartId), (o) =>
    client.store.shippingOptions.listCartOptions(cartId, o),
  );

export function useCartShippingOptions(
  cartId: string,
  options?: ReadOptions<R['listCartOptions']>,
) {
  return useClientQuery((c) => cartShippingOptionsQueryOptions(c.client, c.scope, cartId), options);
}
