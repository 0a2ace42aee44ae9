import type { CallOptions, HttpClient } from '../http.js';
import type { Res, Untyped } from '../placeholders.js';
import { path, placeholderCrud } from '../resource.js';

export function adminReturns(http: HttpClient) {
  return {
    ...placeholderCrud<'return', 'returns'>(http, '/admin/returns'),
    /** Body `{ items: [{ item_id, quantity }], refund? }`. */
    receive: (id: string, body: Untyped, options?: CallOptions) =>
      http.post<Res<'return'>>(path`/admin/returns/${id}/receive`, body, options),
    cancel: (id: string, options?: CallOptions) =>
      http.post<Res<'order'>>(path`/admin/returns/${id}/cancel`, undefined, options),
  };
}
export type AdminReturnsResource = ReturnType<typeof adminReturns>;
