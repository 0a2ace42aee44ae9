import type { CallOptions, HttpClient } from '../http.js';
import type { Res, Untyped } from '../placeholders.js';
import { path, placeholderCrud } from '../resource.js';

export function adminNotifications(http: HttpClient) {
  return {
    ...placeholderCrud<'notification', 'notifications'>(http, '/admin/notifications'),
    /** Body optional: `{ to }` sends it to another address. */
    resend: (id: string, body?: Untyped, options?: CallOptions) =>
      http.post<Res<'notification'>>(path`/admin/notifications/${id}/resend`, body, options),
  };
}
export type AdminNotificationsResource = ReturnType<typeof adminNotifications>;
