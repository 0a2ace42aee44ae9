import { paymentCollectionKeys } from '../../keys.js';
import { crudHooks } from '../crud.js';
import type { Arg, Store } from '../helpers.js';

type R = Store['paymentCollections'];

const collections = crudHooks(paymentCollectionKeys, (client) => client.store.paymentCollections);

export const paymentCollectionQueryOptions = collections.detailQueryOptions;
export const usePaymentCollection = collections.useDetail;

/** Variables `{ provider_id, customer_id?, session_id? }`. */
export const useManagePaymentSession = collections.action(
  (client, id, body: Arg<R['managePaymentSession'], 1>) =>
    client.store.paymentCollections.managePaymentSession(id, body),
);

/** Variables `{ sessions }`. */
export const useManageMultiplePaymentSessions = collections.action(
  (client, id, body: Arg<R['managePaymentSessionsBatch'], 1>) =>
    client.store.paymentCollections.managePaymentSessionsBatch(id, body),
);

/** Variables: the session id. */
export const usePaymentCollectionRefreshPaymentSession = collections.action(
  (client, id, sessionId: string) =>
    client.store.paymentCollections.refreshPaymentSession(id, sessionId),
);

/** Variables: the session id. */
export const useAuthorizePaymentSession = collections.action((client, id, sessionId: string) =>
  client.store.paymentCollections.authorizePaymentSession(id, sessionId),
);

/** Variables `{ session_ids }`. */
export const useAuthorizePaymentSessionsBatch = collections.action(
  (client, id, body: Arg<R['authorizePaymentSessionsBatch'], 1>) =>
    client.store.paymentCollections.authorizePaymentSessionsBatch(id, body),
);
