/** The order mail a store sends, by their v1 event names (the notifications' `event_name`). */
export const MAIL_EVENTS = [
  'order.placed',
  'order.shipment_created',
  'order.refund_created',
  'order.canceled',
  'order.return_requested',
  'order.items_returned',
  'order.swap_created',
  'claim.shipment_created',
] as const;
export type MailEvent = (typeof MAIL_EVENTS)[number];
