import type {
  AdminGetOrderEditsParams,
  AdminOrderEditItemChangeDeleteRes,
  AdminOrderEditsListRes,
  AdminOrderEditsRes,
  AdminPostOrderEditsEditLineItemsLineItemReq,
  AdminPostOrderEditsEditLineItemsReq,
  AdminPostOrderEditsOrderEditReq,
  AdminPostOrderEditsReq,
  AdminPostOrderEditsRequestConfirmationReq,
} from '@storedesk/contract';
import type { CallOptions, HttpClient } from '../http.js';
import { crud, path } from '../resource.js';

/**
 * Order edits (Medusa v1 `/admin/order-edits`, docs/order-edits.md): an edit of an order's lines
 * made on copies, sent to the customer (`requestConfirmation`: a payment collection when it costs
 * more), and applied to the order when confirmed (by staff here, or by the shopper). The server
 * keeps the `Idempotency-Key` of `create` and `addLineItem` (which the client's retries send, the
 * same for every try), so a retry never makes a second edit or line.
 */
export function adminOrderEdits(http: HttpClient) {
  const act = (id: string, action: string, body?: unknown, options?: CallOptions) =>
    http.post<AdminOrderEditsRes>(path`/admin/order-edits/${id}/${action}`, body, options);
  return {
    ...crud<{
      res: AdminOrderEditsRes;
      listRes: AdminOrderEditsListRes;
      createReq: AdminPostOrderEditsReq;
      updateReq: AdminPostOrderEditsOrderEditReq;
      listQuery: AdminGetOrderEditsParams;
    }>(http, '/admin/order-edits'),
    addLineItem: (id: string, body: AdminPostOrderEditsEditLineItemsReq, options?: CallOptions) =>
      http.post<AdminOrderEditsRes>(path`/admin/order-edits/${id}/items`, body, options),
    updateLineItem: (
      id: string,
      itemId: string,
      body: AdminPostOrderEditsEditLineItemsLineItemReq,
      options?: CallOptions,
    ) =>
      http.post<AdminOrderEditsRes>(path`/admin/order-edits/${id}/items/${itemId}`, body, options),
    removeLineItem: (id: string, itemId: string, options?: CallOptions) =>
      http.delete<AdminOrderEditsRes>(
        path`/admin/order-edits/${id}/items/${itemId}`,
        undefined,
        options,
      ),
    /** Undoes one change: an added line goes, a quantity comes back, a removed line returns. */
    deleteItemChange: (id: string, changeId: string, options?: CallOptions) =>
      http.delete<AdminOrderEditItemChangeDeleteRes>(
        path`/admin/order-edits/${id}/changes/${changeId}`,
        undefined,
        options,
      ),
    requestConfirmation: (
      id: string,
      body?: AdminPostOrderEditsRequestConfirmationReq,
      options?: CallOptions,
    ) => act(id, 'request', body ?? {}, options),
    confirm: (id: string, options?: CallOptions) => act(id, 'confirm', undefined, options),
    cancel: (id: string, options?: CallOptions) => act(id, 'cancel', undefined, options),
  };
}
export type AdminOrderEditsResource = ReturnType<typeof adminOrderEdits>;
