import type {
  PaymentCollectionsRes,
  PaymentCollectionsSessionRes,
  StorePostPaymentCollectionsBatchSessionsAuthorizeReq,
  StorePostPaymentCollectionsBatchSessionsReq,
  StorePostPaymentCollectionsSessionsReq,
} from '@storedesk/contract';
import type { CallOptions, HttpClient } from '../http.js';
import type { FindParams } from '../placeholders.js';
import { path } from '../resource.js';

/**
 * What a shopper pays for an order edit that costs more (v1 payment collections): a session with
 * a provider of the order's region (`data`: the provider's input, e.g. the test card), then its
 * authorisation, which answers the session, not the collection.
 */
export function storePaymentCollections(http: HttpClient) {
  const sessions = (id: string) => path`/store/payment-collections/${id}/sessions`;
  return {
    retrieve: (id: string, query?: FindParams, options?: CallOptions) =>
      http.get<PaymentCollectionsRes>(path`/store/payment-collections/${id}`, query, options),
    /** Starts a session with a provider (again: a fresh one replaces it). */
    managePaymentSession: (
      id: string,
      body: StorePostPaymentCollectionsSessionsReq,
      options?: CallOptions,
    ) => http.post<PaymentCollectionsRes>(sessions(id), body, options),
    managePaymentSessionsBatch: (
      id: string,
      body: StorePostPaymentCollectionsBatchSessionsReq,
      options?: CallOptions,
    ) => http.post<PaymentCollectionsRes>(`${sessions(id)}/batch`, body, options),
    refreshPaymentSession: (id: string, sessionId: string, options?: CallOptions) =>
      http.post<PaymentCollectionsSessionRes>(
        path`/store/payment-collections/${id}/sessions/${sessionId}`,
        undefined,
        options,
      ),
    authorizePaymentSession: (id: string, sessionId: string, options?: CallOptions) =>
      http.post<PaymentCollectionsSessionRes>(
        path`/store/payment-collections/${id}/sessions/${sessionId}/authorize`,
        undefined,
        options,
      ),
    authorizePaymentSessionsBatch: (
      id: string,
      body: StorePostPaymentCollectionsBatchSessionsAuthorizeReq,
      options?: CallOptions,
    ) => http.post<PaymentCollectionsRes>(`${sessions(id)}/batch/authorize`, body, options),
  };
}
export type StorePaymentCollectionsResource = ReturnType<typeof storePaymentCollections>;
