import type { CallOptions, HttpClient } from '../http.js';
import type { Res, Untyped } from '../placeholders.js';
import { path, placeholderCrud } from '../resource.js';

type OrderEditRes = Res<'order_edit'>;

export function adminOrderEdits(http: HttpClient) {
  const act = (id: string, action: string, options?: CallOptions) =>
    http.post<OrderEditRes>(path`/admin/order-edits/${id}/${action}`, undefined, options);
  return {
    ...placeholderCrud<'order_edit', 'order_edits'>(http, '/admin/order-edits'),
    addLineItem: (id: string, body: Untyped, options?: CallOptions) =>
      http.post<OrderEditRes>(path`/admin/order-edits/${id}/items`, body, options),
    updateLineItem: (id: string, itemId: string, body: Untyped, options?: CallOptions) =>
      http.post<OrderEditRes>(path`/admin/order-edits/${id}/items/${itemId}`, body, options),
    removeLineItem: (id: string, itemId: string, options?: CallOptions) =>
      http.delete<OrderEditRes>(path`/admin/order-edits/${id}/items/${itemId}`, undefined, options),
    deleteItemChange: (id: string, changeId: string, options?: CallOptions) =>
      http.delete<{ id: string; object: string; deleted: boolean }>(
        path`/admin/order-edits/${id}/changes/${changeId}`,
        undefined,
        options,
      ),
    requestConfirmation: (id: string, options?: CallOptions) => act(id, 'request', options),
    confirm: (id: string, options?: CallOptions) => act(id, 'confirm', options),
    cancel: (id: string, options?: CallOptions) => act(id, 'cancel', options),
  };
}
export type AdminOrderEditsResource = ReturnType<typeof adminOrderEdits>;
