import { orderEditKeys, paymentCollectionKeys } from '../../keys.js';
import { crudHooks } from '../crud.js';
import type { Arg, Store } from '../helpers.js';

// What a shopper pays for an order edit. Every write refreshes the collection and the order
// edits, whose answers carry their collection with its sessions and status.

type R = Store['paymentCollections'];

const collections = crudHooks(paymentCollectionKeys, (client) => client.store.paymentCollections, {
  related: (scope) => [orderEditKeys.all(scope)],
});

export const paymentCollectionQueryOptions = collections.detailQueryOptions;
export const usePaymentCollection = collections.useDetail;

/** Variables `{ provider_id, data? }` (`data`: the provider's input, e.g. the test card). */
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

/** Variables: the session id. Answers `{ payment_session }`, not the collection. */
export const useAuthorizePaymentSession = collections.action((client, id, sessionId: string) =>
  client.store.paymentCollections.authorizePaymentSession(id, sessionId),
);

/** Variables `{ session_ids }`. */
export const useAuthorizePaymentSessionsBatch = collections.action(
  (client, id, body: Arg<R['authorizePaymentSessionsBatch'], 1>) =>
    client.store.paymentCollections.authorizePaymentSessionsBatch(id, body),
);
