import type { StoreOrderEditsRes, StorePostOrderEditsOrderEditDecline } from '@storedesk/contract';
import type { CallOptions, HttpClient } from '../http.js';
import { path } from '../resource.js';

/**
 * An order edit staff sent the shopper (docs/order-edits.md), read by its id, which the edit's
 * mail carries: declined, or completed once its payment collection is authorised when it costs
 * more. Each answers the edit as the shopper sees it (without the staff's note).
 */
export function storeOrderEdits(http: HttpClient) {
  return {
    retrieve: (id: string, options?: CallOptions) =>
      http.get<StoreOrderEditsRes>(path`/store/order-edits/${id}`, undefined, options),
    decline: (id: string, body?: StorePostOrderEditsOrderEditDecline, options?: CallOptions) =>
      http.post<StoreOrderEditsRes>(path`/store/order-edits/${id}/decline`, body, options),
    complete: (id: string, options?: CallOptions) =>
      http.post<StoreOrderEditsRes>(path`/store/order-edits/${id}/complete`, undefined, options),
  };
}
export type StoreOrderEditsResource = ReturnType<typeof storeOrderEdits>;
