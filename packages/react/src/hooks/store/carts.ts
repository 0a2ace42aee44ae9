import type { Storedesk } from '@storedesk/client';
import { queryKeysFactory, type QueryScope } from '../../keys.js';
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
import { customerKeys } from './customers.js';
import { orderKeys } from './orders.js';
import { shippingOptionKeys } from './shipping-options.js';

// The shopper's cart. Every write refreshes that cart and the shipping options offered to it.
// `useCart` is the cart context (`cart/cart-provider.tsx`); the cart read is `useGetCart`, as in
// medusa-react.

type R = Store['carts'];

export const cartKeys = queryKeysFactory('carts');

const touched = (scope: QueryScope, cartId: string) => [
  cartKeys.detail(scope, cartId),
  [...shippingOptionKeys.lists(scope), 'cart', cartId],
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

export function useUpdateCart(
  cartId: string,
  options?: WriteOptions<R['update'], Arg<R['update'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['update'], 1>) =>
    client.store.carts.update(cartId, body);
  return useClientMutation(run, (scope) => touched(scope, cartId), options);
}

/** Completing makes an order: also refreshes the order reads and the customer (their orders). */
export function useCompleteCart(cartId: string, options?: WriteOptions<R['complete'], void>) {
  const run = (client: Storedesk) => client.store.carts.complete(cartId);
  return useClientMutation(
    run,
    (scope) => [...touched(scope, cartId), orderKeys.all(scope), customerKeys.all(scope)],
    options,
  );
}

/** Variables `{ variant_id, quantity }`. */
export function useCreateLineItem(
  cartId: string,
  options?: WriteOptions<R['addLineItem'], Arg<R['addLineItem'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['addLineItem'], 1>) =>
    client.store.carts.addLineItem(cartId, body);
  return useClientMutation(run, (scope) => touched(scope, cartId), options);
}

/** Variables: the line item's fields plus its `lineId`. */
export function useUpdateLineItem(
  cartId: string,
  options?: WriteOptions<R['updateLineItem'], UpdateLineItem>,
) {
  const run = (client: Storedesk, { lineId, ...body }: UpdateLineItem) =>
    client.store.carts.updateLineItem(cartId, lineId, body);
  return useClientMutation(run, (scope) => touched(scope, cartId), options);
}

/** Variables `{ lineId }`. */
export function useDeleteLineItem(
  cartId: string,
  options?: WriteOptions<R['deleteLineItem'], { lineId: string }>,
) {
  const run = (client: Storedesk, { lineId }: { lineId: string }) =>
    client.store.carts.deleteLineItem(cartId, lineId);
  return useClientMutation(run, (scope) => touched(scope, cartId), options);
}

/** Variables `{ option_id, data? }`. */
export function useAddShippingMethodToCart(
  cartId: string,
  options?: WriteOptions<R['addShippingMethod'], Arg<R['addShippingMethod'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['addShippingMethod'], 1>) =>
    client.store.carts.addShippingMethod(cartId, body);
  return useClientMutation(run, (scope) => touched(scope, cartId), options);
}

export function useCreatePaymentSession(
  cartId: string,
  options?: WriteOptions<R['createPaymentSessions'], void>,
) {
  const run = (client: Storedesk) => client.store.carts.createPaymentSessions(cartId);
  return useClientMutation(run, (scope) => touched(scope, cartId), options);
}

/** Variables `{ provider_id }`. */
export function useSetPaymentSession(
  cartId: string,
  options?: WriteOptions<R['setPaymentSession'], Arg<R['setPaymentSession'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['setPaymentSession'], 1>) =>
    client.store.carts.setPaymentSession(cartId, body);
  return useClientMutation(run, (scope) => touched(scope, cartId), options);
}

/** Variables `{ provider_id, data }`. */
export function useUpdatePaymentSession(
  cartId: string,
  options?: WriteOptions<R['updatePaymentSession'], UpdateSession>,
) {
  const run = (client: Storedesk, { provider_id, data }: UpdateSession) =>
    client.store.carts.updatePaymentSession(cartId, provider_id, { data });
  return useClientMutation(run, (scope) => touched(scope, cartId), options);
}

/** Variables `{ provider_id }`. */
export function useDeletePaymentSession(
  cartId: string,
  options?: WriteOptions<R['deletePaymentSession'], Provider>,
) {
  const run = (client: Storedesk, { provider_id }: Provider) =>
    client.store.carts.deletePaymentSession(cartId, provider_id);
  return useClientMutation(run, (scope) => touched(scope, cartId), options);
}

/** Variables `{ provider_id }`. */
export function useRefreshPaymentSession(
  cartId: string,
  options?: WriteOptions<R['refreshPaymentSession'], Provider>,
) {
  const run = (client: Storedesk, { provider_id }: Provider) =>
    client.store.carts.refreshPaymentSession(cartId, provider_id);
  return useClientMutation(run, (scope) => touched(scope, cartId), options);
}

/** Variables: the discount code. */
export function useDeleteCartDiscount(
  cartId: string,
  options?: WriteOptions<R['deleteDiscount'], string>,
) {
  const run = (client: Storedesk, code: string) => client.store.carts.deleteDiscount(cartId, code);
  return useClientMutation(run, (scope) => touched(scope, cartId), options);
}
