import type { CallOptions, HttpClient } from '../http.js';
import type { FindParams, Res, Untyped } from '../placeholders.js';
import { path } from '../resource.js';

export function adminPayments(http: HttpClient) {
  return {
    retrieve: (id: string, query?: FindParams, options?: CallOptions) =>
      http.get<Res<'payment'>>(path`/admin/payments/${id}`, query, options),
    capturePayment: (id: string, options?: CallOptions) =>
      http.post<Res<'payment'>>(path`/admin/payments/${id}/capture`, undefined, options),
    /** Body `{ amount, reason, note? }`. */
    refundPayment: (id: string, body: Untyped, options?: CallOptions) =>
      http.post<Res<'refund'>>(path`/admin/payments/${id}/refund`, body, options),
  };
}
export type AdminPaymentsResource = ReturnType<typeof adminPayments>;
