import type {
  AdminGetNotificationsParams,
  AdminNotificationsListRes,
  AdminNotificationsRes,
  AdminPostNotificationsNotificationResendReq,
} from '@storedesk/contract';
import type { CallOptions, HttpClient } from '../http.js';
import type { Untyped } from '../placeholders.js';
import { crud, path } from '../resource.js';

/**
 * The mail a store sent (`list({ resource_id })` for one order's), each with its delivery
 * status and resends. The server lists and resends only: the other calls answer 404, as in v1.
 */
export function adminNotifications(http: HttpClient) {
  return {
    ...crud<{
      res: AdminNotificationsRes;
      listRes: AdminNotificationsListRes;
      createReq: Untyped;
      updateReq: Untyped;
      listQuery: AdminGetNotificationsParams;
    }>(http, '/admin/notifications'),
    /**
     * Sends it again; `{ to }` sends it to another address. Answers the original, resends in.
     * Sends `{}` without an address: the server reads a POST without a body as a body that is
     * not an object.
     */
    resend: (
      id: string,
      body?: AdminPostNotificationsNotificationResendReq,
      options?: CallOptions,
    ): Promise<AdminNotificationsRes> =>
      http.post(path`/admin/notifications/${id}/resend`, body ?? {}, options),
  };
}
export type AdminNotificationsResource = ReturnType<typeof adminNotifications>;
