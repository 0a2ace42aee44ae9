import type { DeleteRes } from '@storedesk/contract';
import type { CallOptions, HttpClient } from '../http.js';
import type { FindParams, Res, Untyped } from '../placeholders.js';
import { path } from '../resource.js';

type PaymentCollectionRes = Res<'payment_collection'>;

export function adminPaymentCollections(http: HttpClient) {
  return {
    retrieve: (id: string, query?: FindParams, options?: CallOptions) =>
      http.get<PaymentCollectionRes>(path`/admin/payment-collections/${id}`, query, options),
    update: (id: string, body: Untyped, options?: CallOptions) =>
      http.post<PaymentCollectionRes>(path`/admin/payment-collections/${id}`, body, options),
    delete: (id: string, options?: CallOptions) =>
      http.delete<DeleteRes>(path`/admin/payment-collections/${id}`, undefined, options),
    markAsAuthorized: (id: string, options?: CallOptions) =>
      http.post<PaymentCollectionRes>(
        path`/admin/payment-collections/${id}/authorize`,
        undefined,
        options,
      ),
  };
}
export type AdminPaymentCollectionsResource = ReturnType<typeof adminPaymentCollections>;
