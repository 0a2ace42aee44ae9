import type {
  AdminPaymentRes,
  AdminPostPaymentRefundsReq,
  AdminRefundRes,
} from '@storedesk/contract';
import type { CallOptions, HttpClient } from '../http.js';
import type { FindParams } from '../placeholders.js';
import { path } from '../resource.js';

/**
 * Payments by id (v1): an order's, an exchange's or an order edit's. Capturing takes that payment
 * (an edit's on its own); a refund never passes what it captured.
 */
export function adminPayments(http: HttpClient) {
  return {
    retrieve: (id: string, query?: FindParams, options?: CallOptions) =>
      http.get<AdminPaymentRes>(path`/admin/payments/${id}`, query, options),
    capturePayment: (id: string, options?: CallOptions) =>
      http.post<AdminPaymentRes>(path`/admin/payments/${id}/capture`, undefined, options),
    refundPayment: (id: string, body: AdminPostPaymentRefundsReq, options?: CallOptions) =>
      http.post<AdminRefundRes>(path`/admin/payments/${id}/refund`, body, options),
  };
}
export type AdminPaymentsResource = ReturnType<typeof adminPayments>;
