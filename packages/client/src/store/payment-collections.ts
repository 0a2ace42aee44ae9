import type { CallOptions, HttpClient } from '../http.js';
import type { FindParams, Res, Untyped } from '../placeholders.js';
import { path } from '../resource.js';

type PaymentCollectionRes = Res<'payment_collection'>;

export function storePaymentCollections(http: HttpClient) {
  const sessions = (id: string) => path`/store/payment-collections/${id}/sessions`;
  return {
    retrieve: (id: string, query?: FindParams, options?: CallOptions) =>
      http.get<PaymentCollectionRes>(path`/store/payment-collections/${id}`, query, options),
    /** Body `{ provider_id, customer_id?, session_id? }`. */
    managePaymentSession: (id: string, body: Untyped, options?: CallOptions) =>
      http.post<PaymentCollectionRes>(sessions(id), body, options),
    /** Body `{ sessions: [...] }`. */
    managePaymentSessionsBatch: (id: string, body: Untyped, options?: CallOptions) =>
      http.post<PaymentCollectionRes>(`${sessions(id)}/batch`, body, options),
    refreshPaymentSession: (id: string, sessionId: string, options?: CallOptions) =>
      http.post<Res<'payment_session'>>(
        path`/store/payment-collections/${id}/sessions/${sessionId}`,
        undefined,
        options,
      ),
    authorizePaymentSession: (id: string, sessionId: string, options?: CallOptions) =>
      http.post<PaymentCollectionRes>(
        path`/store/payment-collections/${id}/sessions/${sessionId}/authorize`,
        undefined,
        options,
      ),
    /** Body `{ session_ids }`. */
    authorizePaymentSessionsBatch: (id: string, body: Untyped, options?: CallOptions) =>
      http.post<PaymentCollectionRes>(`${sessions(id)}/batch/authorize`, body, options),
  };
}
export type StorePaymentCollectionsResource = ReturnType<typeof storePaymentCollections>;
