import { z } from 'zod';
import { Email, idList, Paging, Timestamp } from './common.js';

/**
 * The mail a store sent about its orders (Medusa v1 `/admin/notifications`): each with its
 * delivery status (Storedesk), resendable.
 */

export const NOTIFICATION_STATUSES = ['pending', 'sent', 'failed'] as const;

export const Notification: z.ZodType<NotificationShape> = z.lazy(() =>
  z.looseObject({
    id: z.string(),
    event_name: z.string(),
    resource_type: z.string(),
    resource_id: z.string(),
    customer_id: z.string().nullable(),
    to: z.string(),
    data: z.record(z.string(), z.unknown()),
    parent_id: z.string().nullable(),
    provider_id: z.string(),
    status: z.enum(NOTIFICATION_STATUSES),
    attempts: z.number().int(),
    last_error: z.string().nullable(),
    sent_at: Timestamp.nullable(),
    created_at: Timestamp,
    updated_at: Timestamp,
    resends: z.array(Notification).optional(),
  }),
);
export interface NotificationShape {
  id: string;
  event_name: string;
  resource_type: string;
  resource_id: string;
  customer_id: string | null;
  to: string;
  data: Record<string, unknown>;
  parent_id: string | null;
  provider_id: string;
  status: (typeof NOTIFICATION_STATUSES)[number];
  attempts: number;
  last_error: string | null;
  sent_at: string | null;
  created_at: string;
  updated_at: string;
  resends?: NotificationShape[] | undefined;
  [key: string]: unknown;
}
export type Notification = NotificationShape;

/** `GET /admin/notifications` (v1: 50 a page, newest first, resends under their original). */
export const AdminGetNotificationsParams = z.object({
  limit: z.coerce.number().int().min(0).max(1000).optional(),
  offset: z.coerce.number().int().min(0).optional(),
  fields: z.string().optional(),
  expand: z.string().optional(),
  event_name: z.string().optional(),
  resource_type: z.string().optional(),
  resource_id: z.string().optional(),
  to: z.string().optional(),
  include_resends: z.enum(['true', 'false']).optional(),
  id: idList.optional(),
});
export type AdminGetNotificationsParams = z.input<typeof AdminGetNotificationsParams>;

export const AdminPostNotificationsNotificationResendReq = z
  .strictObject({ to: Email.optional() })
  .nullish();
export type AdminPostNotificationsNotificationResendReq = z.input<
  typeof AdminPostNotificationsNotificationResendReq
>;

export const AdminNotificationsRes = z.object({ notification: Notification });
export type AdminNotificationsRes = z.infer<typeof AdminNotificationsRes>;
export const AdminNotificationsListRes = z.object({
  notifications: z.array(Notification),
  ...Paging,
});
export type AdminNotificationsListRes = z.infer<typeof AdminNotificationsListRes>;
