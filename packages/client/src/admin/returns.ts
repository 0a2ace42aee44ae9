import type {
  AdminGetReturnsParams,
  AdminOrdersRes,
  AdminPostReturnsReturnReceiveReq,
  AdminReturnsListRes,
  AdminReturnsRes,
} from '@storedesk/contract';
import type { CallOptions, HttpClient } from '../http.js';
import type { Untyped } from '../placeholders.js';
import { crud, path } from '../resource.js';

/**
 * Returns (Medusa v1): the store's returns a page at a time (each with its order's number, email
 * and currency), receiving one and canceling one. A return is asked for on its order
 * (`admin.orders.requestReturn`). v1 has no create, read, update or delete of a single return, and
 * neither has the server (it answers them 404); they stay for SPEC point 7's five calls.
 */
export function adminReturns(http: HttpClient) {
  return {
    ...crud<{
      res: AdminReturnsRes;
      listRes: AdminReturnsListRes;
      createReq: Untyped;
      updateReq: Untyped;
      listQuery: AdminGetReturnsParams;
    }>(http, '/admin/returns'),
    /**
     * What arrived: `items` with how many of each line (a line left out arrived as none), the
     * stock location it goes back to, and `refund` to give back another amount than the return's
     * `refund_amount`. The order is refunded once, through its payment provider.
     */
    receive: (id: string, body: AdminPostReturnsReturnReceiveReq, options?: CallOptions) =>
      http.post<AdminReturnsRes>(path`/admin/returns/${id}/receive`, body, options),
    /** Cancels a return that was not received; answers its order. */
    cancel: (id: string, options?: CallOptions) =>
      http.post<AdminOrdersRes>(path`/admin/returns/${id}/cancel`, undefined, options),
  };
}
export type AdminReturnsResource = ReturnType<typeof adminReturns>;
