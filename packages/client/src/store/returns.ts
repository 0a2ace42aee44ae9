import type { CallOptions, HttpClient } from '../http.js';
import type { Res, Untyped } from '../placeholders.js';

export function storeReturns(http: HttpClient) {
  return {
    /** Body `{ order_id, items: [{ item_id, quantity }], return_shipping? }`. */
    create: (body: Untyped, options?: CallOptions) =>
      http.post<Res<'return'>>('/store/returns', body, options),
  };
}
export type StoreReturnsResource = ReturnType<typeof storeReturns>;
