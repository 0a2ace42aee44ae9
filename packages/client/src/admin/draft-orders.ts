import type { CallOptions, HttpClient } from '../http.js';
import type { Res, Untyped } from '../placeholders.js';
import { path, placeholderCrud } from '../resource.js';

type DraftOrderRes = Res<'draft_order'>;

export function adminDraftOrders(http: HttpClient) {
  return {
    ...placeholderCrud<'draft_order', 'draft_orders'>(http, '/admin/draft-orders'),
    addLineItem: (id: string, body: Untyped, options?: CallOptions) =>
      http.post<DraftOrderRes>(path`/admin/draft-orders/${id}/line-items`, body, options),
    updateLineItem: (id: string, itemId: string, body: Untyped, options?: CallOptions) =>
      http.post<DraftOrderRes>(path`/admin/draft-orders/${id}/line-items/${itemId}`, body, options),
    removeLineItem: (id: string, itemId: string, options?: CallOptions) =>
      http.delete<DraftOrderRes>(
        path`/admin/draft-orders/${id}/line-items/${itemId}`,
        undefined,
        options,
      ),
    /** Marks the draft order paid, which turns it into an order. */
    markPaid: (id: string, options?: CallOptions) =>
      http.post<Res<'order'>>(path`/admin/draft-orders/${id}/pay`, undefined, options),
  };
}
export type AdminDraftOrdersResource = ReturnType<typeof adminDraftOrders>;
