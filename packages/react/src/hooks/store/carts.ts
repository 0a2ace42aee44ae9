import type { Storedesk } from '@storedesk/client';
import {
  cartKeys,
  cartShippingOptionsKey,
  customerKeys,
  orderKeys,
  type QueryScope,
} from '../../keys.js';
import { recordMutation } from '../crud.js';
import {
  clientQuery,
  invalidatesNothing,
  useClientMutation,
  useClientQuery,
  type Arg,
  type ReadOptions,
  type Store,
  type WriteOptions,
} from '../helpers.js';

// The shopper's cart. Every write refreshes that cart and the shipping options offered to it.
// `useCart` is the cart context (`cart/cart-provider.tsx`); the cart read is `useGetCart`, as in
// medusa-react.

type R = Store['carts'];

const touched = (scope: QueryScope, cartId: string) => [
  cartKeys.detail(scope, cartId),
  cartShippingOptionsKey(scope, cartId),
];
type Provider = { provider_id: string };
type UpdateSession = Provider & { data: Arg<R['updatePaymentSession'], 2>['data'] };
type UpdateLineItem = Arg<R['updateLineItem'], 2> & { lineId: string };

export const cartQueryOptions = (client: Storedesk, scope: QueryScope, id: string) =>
  clientQuery(cartKeys.detail(scope, id), (o) => client.store.carts.retrieve(id, o));

export function useGetCart(id: string, options?: ReadOptions<R['retrieve']>) {
  return useClientQuery((c) => cartQueryOptions(c.client, c.scope, id), options);
}

/** A new cart: nothing cached depends on it yet. */
export function useCreateCart(options?: WriteOptions<R['create'], Arg<R['create'], 0> | void>) {
  const run = (client: Storedesk, body: Arg<R['create'], 0> | void) =>
    client.store.carts.create(body || undefined);
  return useClientMutation(run, invalidatesNothing, options);
}

const cartMutation = <TData, TVars = void>(
  run: (client: Storedesk, cartId: string, variables: TVars) => Promise<TData>,
) => recordMutation(run, touched);

export const useUpdateCart = cartMutation((client, cartId, body: Arg<R['update'], 1>) =>
  client.store.carts.update(cartId, body),
);

/** Completing makes an order: also refreshes the order reads and the customer (their orders). */
export const useCompleteCart = recordMutation(
  (client, cartId) => client.store.carts.complete(cartId),
  (scope, cartId) => [...touched(scope, cartId), orderKeys.all(scope), customerKeys.all(scope)],
);

/** Variables `{ variant_id, quantity }`. */
export const useCreateLineItem = cartMutation((client, cartId, body: Arg<R['addLineItem'], 1>) =>
  client.store.carts.addLineItem(cartId, body),
);

/** Variables: the line item's fields plus its `lineId`. */
export const useUpdateLineItem = cartMutation(
  (client, cartId, { lineId, ...body }: UpdateLineItem) =>
    client.store.carts.updateLineItem(cartId, lineId, body),
);

/** Variables `{ lineId }`. */
export const useDeleteLineItem = cartMutation((client, cartId, { lineId }: { lineId: string }) =>
  client.store.carts.deleteLineItem(cartId, lineId),
);

/** Variables `{ option_id, data? }`. */
export const useAddShippingMethodToCart = cartMutation(
  (client, cartId, body: Arg<R['addShippingMethod'], 1>) =>
    client.store.carts.addShippingMethod(cartId, body),
);

export const useCreatePaymentSession = cartMutation((client, cartId) =>
  client.store.carts.createPaymentSessions(cartId),
);

/** Variables `{ provider_id }`. */
export const useSetPaymentSession = cartMutation(
  (client, cartId, body: Arg<R['setPaymentSession'], 1>) =>
    client.store.carts.setPaymentSession(cartId, body),
);

/** Variables `{ provider_id, data }`. */
export const useUpdatePaymentSession = cartMutation(
  (client, cartId, { provider_id, data }: UpdateSession) =>
    client.store.carts.updatePaymentSession(cartId, provider_id, { data }),
);

/** Variables `{ provider_id }`. */
export const useDeletePaymentSession = cartMutation((client, cartId, { provider_id }: Provider) =>
  client.store.carts.deletePaymentSession(cartId, provider_id),
);

/** Variables `{ provider_id }`. */
export const useRefreshPaymentSession = cartMutation((client, cartId, { provider_id }: Provider) =>
  client.store.carts.refreshPaymentSession(cartId, provider_id),
);

/** Variables: the discount code. */
export const useDeleteCartDiscount = cartMutation((client, cartId, code: string) =>
  client.store.carts.deleteDiscount(cartId, code),
);
