import type { FindParams, Storedesk } from '@storedesk/client';
import { queryKeysFactory, type QueryScope } from '../../keys.js';
import {
  clientQuery,
  detailKey,
  listsAndDetail,
  useClientMutation,
  useClientQuery,
  type Admin,
  type Arg,
  type ReadOptions,
  type WriteOptions,
} from '../helpers.js';
import { adminClaimKeys } from './claims.js';
import { adminReturnKeys } from './returns.js';
import { adminSwapKeys } from './swaps.js';

// Orders and their lifecycle, including their swaps and claims (SPEC point 4). Every action
// refreshes the order's detail and the order lists; swap and claim actions also refresh those
// resources; returns are in `returns.ts`.

type R = Admin['orders'];

export const adminOrderKeys = queryKeysFactory('admin_orders');

const touched = (scope: QueryScope, id: string) => listsAndDetail(adminOrderKeys, scope, id);

const swapTouched = (scope: QueryScope, id: string) => [
  ...touched(scope, id),
  adminSwapKeys.all(scope),
];
const claimTouched = (scope: QueryScope, id: string) => [
  ...touched(scope, id),
  adminClaimKeys.all(scope),
];
type SwapBody<F extends 'fulfillSwap' | 'createSwapShipment'> = Arg<R[F], 2> & { swap_id: string };
type ClaimBody<F extends 'updateClaim' | 'fulfillClaim' | 'createClaimShipment'> = Arg<R[F], 2> & {
  claim_id: string;
};
type SwapFulfillment = { swap_id: string; fulfillment_id: string };
type ClaimFulfillment = { claim_id: string; fulfillment_id: string };

export const adminOrdersQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  query?: Arg<R['list'], 0>,
) => clientQuery(adminOrderKeys.list(scope, query), (o) => client.admin.orders.list(query, o));

export function useAdminOrders(query?: Arg<R['list'], 0>, options?: ReadOptions<R['list']>) {
  return useClientQuery((c) => adminOrdersQueryOptions(c.client, c.scope, query), options);
}

export const adminOrderQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  id: string,
  query?: FindParams,
) =>
  clientQuery(detailKey(adminOrderKeys, scope, id, query), (o) =>
    client.admin.orders.retrieve(id, query, o),
  );

export function useAdminOrder(
  id: string,
  query?: FindParams,
  options?: ReadOptions<R['retrieve']>,
) {
  return useClientQuery((c) => adminOrderQueryOptions(c.client, c.scope, id, query), options);
}

export function useAdminCreateOrder(options?: WriteOptions<R['create'], Arg<R['create'], 0>>) {
  const run = (client: Storedesk, body: Arg<R['create'], 0>) => client.admin.orders.create(body);
  return useClientMutation(run, (scope) => [adminOrderKeys.lists(scope)], options);
}

export function useAdminUpdateOrder(
  id: string,
  options?: WriteOptions<R['update'], Arg<R['update'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['update'], 1>) =>
    client.admin.orders.update(id, body);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

export function useAdminDeleteOrder(id: string, options?: WriteOptions<R['delete'], void>) {
  const run = (client: Storedesk) => client.admin.orders.delete(id);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

export function useAdminCompleteOrder(
  orderId: string,
  options?: WriteOptions<R['complete'], void>,
) {
  const run = (client: Storedesk) => client.admin.orders.complete(orderId);
  return useClientMutation(run, (scope) => touched(scope, orderId), options);
}

export function useAdminCancelOrder(orderId: string, options?: WriteOptions<R['cancel'], void>) {
  const run = (client: Storedesk) => client.admin.orders.cancel(orderId);
  return useClientMutation(run, (scope) => touched(scope, orderId), options);
}

export function useAdminArchiveOrder(orderId: string, options?: WriteOptions<R['archive'], void>) {
  const run = (client: Storedesk) => client.admin.orders.archive(orderId);
  return useClientMutation(run, (scope) => touched(scope, orderId), options);
}

export function useAdminCapturePayment(
  orderId: string,
  options?: WriteOptions<R['capturePayment'], void>,
) {
  const run = (client: Storedesk) => client.admin.orders.capturePayment(orderId);
  return useClientMutation(run, (scope) => touched(scope, orderId), options);
}

export function useAdminRefundPayment(
  orderId: string,
  options?: WriteOptions<R['refundPayment'], Arg<R['refundPayment'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['refundPayment'], 1>) =>
    client.admin.orders.refundPayment(orderId, body);
  return useClientMutation(run, (scope) => touched(scope, orderId), options);
}

export function useAdminCreateFulfillment(
  orderId: string,
  options?: WriteOptions<R['createFulfillment'], Arg<R['createFulfillment'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['createFulfillment'], 1>) =>
    client.admin.orders.createFulfillment(orderId, body);
  return useClientMutation(run, (scope) => touched(scope, orderId), options);
}

export function useAdminCreateShipment(
  orderId: string,
  options?: WriteOptions<R['createShipment'], Arg<R['createShipment'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['createShipment'], 1>) =>
    client.admin.orders.createShipment(orderId, body);
  return useClientMutation(run, (scope) => touched(scope, orderId), options);
}

export function useAdminAddShippingMethod(
  orderId: string,
  options?: WriteOptions<R['addShippingMethod'], Arg<R['addShippingMethod'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['addShippingMethod'], 1>) =>
    client.admin.orders.addShippingMethod(orderId, body);
  return useClientMutation(run, (scope) => touched(scope, orderId), options);
}

/** Variables: the fulfillment id. */
export function useAdminCancelFulfillment(
  orderId: string,
  options?: WriteOptions<R['cancelFulfillment'], string>,
) {
  const run = (client: Storedesk, fulfillmentId: string) =>
    client.admin.orders.cancelFulfillment(orderId, fulfillmentId);
  return useClientMutation(run, (scope) => touched(scope, orderId), options);
}

export function useAdminRequestReturn(
  orderId: string,
  options?: WriteOptions<R['requestReturn'], Arg<R['requestReturn'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['requestReturn'], 1>) =>
    client.admin.orders.requestReturn(orderId, body);
  return useClientMutation(
    run,
    (scope) => [...touched(scope, orderId), adminReturnKeys.lists(scope)],
    options,
  );
}

export function useAdminCreateSwap(
  orderId: string,
  options?: WriteOptions<R['createSwap'], Arg<R['createSwap'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['createSwap'], 1>) =>
    client.admin.orders.createSwap(orderId, body);
  return useClientMutation(run, (scope) => swapTouched(scope, orderId), options);
}

/** Variables: the swap id. */
export function useAdminCancelSwap(
  orderId: string,
  options?: WriteOptions<R['cancelSwap'], string>,
) {
  const run = (client: Storedesk, swapId: string) =>
    client.admin.orders.cancelSwap(orderId, swapId);
  return useClientMutation(run, (scope) => swapTouched(scope, orderId), options);
}

export function useAdminFulfillSwap(
  orderId: string,
  options?: WriteOptions<R['fulfillSwap'], SwapBody<'fulfillSwap'>>,
) {
  const run = (client: Storedesk, { swap_id, ...body }: SwapBody<'fulfillSwap'>) =>
    client.admin.orders.fulfillSwap(orderId, swap_id, body);
  return useClientMutation(run, (scope) => swapTouched(scope, orderId), options);
}

export function useAdminCreateSwapShipment(
  orderId: string,
  options?: WriteOptions<R['createSwapShipment'], SwapBody<'createSwapShipment'>>,
) {
  const run = (client: Storedesk, { swap_id, ...body }: SwapBody<'createSwapShipment'>) =>
    client.admin.orders.createSwapShipment(orderId, swap_id, body);
  return useClientMutation(run, (scope) => swapTouched(scope, orderId), options);
}

/** Variables: the swap id. */
export function useAdminProcessSwapPayment(
  orderId: string,
  options?: WriteOptions<R['processSwapPayment'], string>,
) {
  const run = (client: Storedesk, swapId: string) =>
    client.admin.orders.processSwapPayment(orderId, swapId);
  return useClientMutation(run, (scope) => swapTouched(scope, orderId), options);
}

export function useAdminCancelSwapFulfillment(
  orderId: string,
  options?: WriteOptions<R['cancelSwapFulfillment'], SwapFulfillment>,
) {
  const run = (client: Storedesk, { swap_id, fulfillment_id }: SwapFulfillment) =>
    client.admin.orders.cancelSwapFulfillment(orderId, swap_id, fulfillment_id);
  return useClientMutation(run, (scope) => swapTouched(scope, orderId), options);
}

export function useAdminCreateClaim(
  orderId: string,
  options?: WriteOptions<R['createClaim'], Arg<R['createClaim'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['createClaim'], 1>) =>
    client.admin.orders.createClaim(orderId, body);
  return useClientMutation(run, (scope) => claimTouched(scope, orderId), options);
}

export function useAdminUpdateClaim(
  orderId: string,
  options?: WriteOptions<R['updateClaim'], ClaimBody<'updateClaim'>>,
) {
  const run = (client: Storedesk, { claim_id, ...body }: ClaimBody<'updateClaim'>) =>
    client.admin.orders.updateClaim(orderId, claim_id, body);
  return useClientMutation(run, (scope) => claimTouched(scope, orderId), options);
}

/** Variables: the claim id. */
export function useAdminCancelClaim(
  orderId: string,
  options?: WriteOptions<R['cancelClaim'], string>,
) {
  const run = (client: Storedesk, claimId: string) =>
    client.admin.orders.cancelClaim(orderId, claimId);
  return useClientMutation(run, (scope) => claimTouched(scope, orderId), options);
}

export function useAdminFulfillClaim(
  orderId: string,
  options?: WriteOptions<R['fulfillClaim'], ClaimBody<'fulfillClaim'>>,
) {
  const run = (client: Storedesk, { claim_id, ...body }: ClaimBody<'fulfillClaim'>) =>
    client.admin.orders.fulfillClaim(orderId, claim_id, body);
  return useClientMutation(run, (scope) => claimTouched(scope, orderId), options);
}

export function useAdminCreateClaimShipment(
  orderId: string,
  options?: WriteOptions<R['createClaimShipment'], ClaimBody<'createClaimShipment'>>,
) {
  const run = (client: Storedesk, { claim_id, ...body }: ClaimBody<'createClaimShipment'>) =>
    client.admin.orders.createClaimShipment(orderId, claim_id, body);
  return useClientMutation(run, (scope) => claimTouched(scope, orderId), options);
}

export function useAdminCancelClaimFulfillment(
  orderId: string,
  options?: WriteOptions<R['cancelClaimFulfillment'], ClaimFulfillment>,
) {
  const run = (client: Storedesk, { claim_id, fulfillment_id }: ClaimFulfillment) =>
    client.admin.orders.cancelClaimFulfillment(orderId, claim_id, fulfillment_id);
  return useClientMutation(run, (scope) => claimTouched(scope, orderId), options);
}
