import type { FindParams, Storedesk } from '@storedesk/client';
import { queryKeysFactory, type QueryScope } from '../../keys.js';
import {
  clientQuery,
  detailKey,
  listsAndDetail,
  useClientMutation,
  useClientQuery,
  type Arg,
  type ReadOptions,
  type Store,
  type WriteOptions,
} from '../helpers.js';

type R = Store['paymentCollections'];

export const paymentCollectionKeys = queryKeysFactory('payment_collections');

const touched = (scope: QueryScope, id: string) => listsAndDetail(paymentCollectionKeys, scope, id);

export const paymentCollectionQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  id: string,
  query?: FindParams,
) =>
  clientQuery(detailKey(paymentCollectionKeys, scope, id, query), (o) =>
    client.store.paymentCollections.retrieve(id, query, o),
  );

export function usePaymentCollection(
  id: string,
  query?: FindParams,
  options?: ReadOptions<R['retrieve']>,
) {
  return useClientQuery(
    (c) => paymentCollectionQueryOptions(c.client, c.scope, id, query),
    options,
  );
}

/** Variables `{ provider_id, customer_id?, session_id? }`. */
export function useManagePaymentSession(
  id: string,
  options?: WriteOptions<R['managePaymentSession'], Arg<R['managePaymentSession'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['managePaymentSession'], 1>) =>
    client.store.paymentCollections.managePaymentSession(id, body);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

/** Variables `{ sessions }`. */
export function useManageMultiplePaymentSessions(
  id: string,
  options?: WriteOptions<R['managePaymentSessionsBatch'], Arg<R['managePaymentSessionsBatch'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['managePaymentSessionsBatch'], 1>) =>
    client.store.paymentCollections.managePaymentSessionsBatch(id, body);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

/** Variables: the session id. */
export function usePaymentCollectionRefreshPaymentSession(
  id: string,
  options?: WriteOptions<R['refreshPaymentSession'], string>,
) {
  const run = (client: Storedesk, sessionId: string) =>
    client.store.paymentCollections.refreshPaymentSession(id, sessionId);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

/** Variables: the session id. */
export function useAuthorizePaymentSession(
  id: string,
  options?: WriteOptions<R['authorizePaymentSession'], string>,
) {
  const run = (client: Storedesk, sessionId: string) =>
    client.store.paymentCollections.authorizePaymentSession(id, sessionId);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

/** Variables `{ session_ids }`. */
export function useAuthorizePaymentSessionsBatch(
  id: string,
  options?: WriteOptions<
    R['authorizePaymentSessionsBatch'],
    Arg<R['authorizePaymentSessionsBatch'], 1>
  >,
) {
  const run = (client: Storedesk, body: Arg<R['authorizePaymentSessionsBatch'], 1>) =>
    client.store.paymentCollections.authorizePaymentSessionsBatch(id, body);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}
