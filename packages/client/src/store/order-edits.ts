import type { CallOptions, HttpClient } from '../http.js';
import type { Res, Untyped } from '../placeholders.js';
import { path } from '../resource.js';

type OrderEditRes = Res<'order_edit'>;

export function storeOrderEdits(http: HttpClient) {
  return {
    retrieve: (id: string, options?: CallOptions) =>
      http.get<OrderEditRes>(path`/store/order-edits/${id}`, undefined, options),
    /** Body `{ declined_reason? }`. */
    decline: (id: string, body?: Untyped, options?: CallOptions) =>
      http.post<OrderEditRes>(path`/store/order-edits/${id}/decline`, body, options),
    complete: (id: string, options?: CallOptions) =>
      http.post<OrderEditRes>(path`/store/order-edits/${id}/complete`, undefined, options),
  };
}
export type StoreOrderEditsResource = ReturnType<typeof storeOrderEdits>;
