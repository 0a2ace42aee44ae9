import { adminNotificationKeys, adminOrderKeys } from '../../keys.js';
import { crudHooks } from '../crud.js';
import type { Admin, Arg } from '../helpers.js';

type R = Admin['notifications'];

// The mail a store sent. A resend also refreshes the order details, whose timelines show mail.

const notifications = crudHooks(adminNotificationKeys, (client) => client.admin.notifications, {
  related: (scope) => [adminOrderKeys.details(scope)],
});

export const adminNotificationsQueryOptions = notifications.listQueryOptions;
export const useAdminNotifications = notifications.useList;
export const adminNotificationQueryOptions = notifications.detailQueryOptions;
export const useAdminNotification = notifications.useDetail;
export const useAdminCreateNotification = notifications.useCreate;
export const useAdminUpdateNotification = notifications.useUpdate;
export const useAdminDeleteNotification = notifications.useDelete;

/** Variables optional: `{ to }` sends it to another address. */
export const useAdminResendNotification = notifications.action(
  (client, id, body: Arg<R['resend'], 1> | void) =>
    client.admin.notifications.resend(id, body || undefined),
);
