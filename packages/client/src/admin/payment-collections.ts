import type {
  AdminUpdatePaymentCollectionsReq,
  DeleteRes,
  PaymentCollectionsRes,
} from '@storedesk/contract';
import type { CallOptions, HttpClient } from '../http.js';
import type { FindParams } from '../placeholders.js';
import { path } from '../resource.js';

/**
 * Payment collections (v1): what a customer pays for an order edit that costs more. Staff read
 * one, change its description, mark it paid by other means (`markAsAuthorized`) or delete one
 * nothing was paid with.
 */
export function adminPaymentCollections(http: HttpClient) {
  return {
    retrieve: (id: string, query?: FindParams, options?: CallOptions) =>
      http.get<PaymentCollectionsRes>(path`/admin/payment-collections/${id}`, query, options),
    update: (id: string, body: AdminUpdatePaymentCollectionsReq, options?: CallOptions) =>
      http.post<PaymentCollectionsRes>(path`/admin/payment-collections/${id}`, body, options),
    delete: (id: string, options?: CallOptions) =>
      http.delete<DeleteRes>(path`/admin/payment-collections/${id}`, undefined, options),
    markAsAuthorized: (id: string, options?: CallOptions) =>
      http.post<PaymentCollectionsRes>(
        path`/admin/payment-collections/${id}/authorize`,
        undefined,
        options,
      ),
  };
}
export type AdminPaymentCollectionsResource = ReturnType<typeof adminPaymentCollections>;
