import { z } from 'zod';
import { DateFilter, Email, idList, ListParams, Metadata, Paging, Timestamp } from './common.js';
import {
  Order,
  ORDER_FULFILLMENT_STATUSES,
  ORDER_PAYMENT_STATUSES,
  ORDER_STATUSES,
} from './orders.js';

/**
 * Orders on the admin API (Medusa v1): the list with its filters, one order, and what staff do
 * with it (edit, complete, cancel, archive, capture, refund, fulfil, ship), each answering
 * `{ order }`; plus the order's timeline (Storedesk).
 */

const statusList = <T extends readonly [string, ...string[]]>(values: T) =>
  idList.pipe(z.array(z.enum(values)));

/** `GET /admin/orders` (v1 `AdminGetOrdersParams`; 50 a page). */
export const AdminGetOrdersParams = ListParams.extend({
  id: idList.optional(),
  status: statusList(ORDER_STATUSES).optional(),
  fulfillment_status: statusList(ORDER_FULFILLMENT_STATUSES).optional(),
  payment_status: statusList(ORDER_PAYMENT_STATUSES).optional(),
  display_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  cart_id: z.string().optional(),
  customer_id: z.string().optional(),
  email: z.string().max(320).optional(),
  region_id: idList.optional(),
  currency_code: z
    .string()
    .regex(/^[A-Za-z]{3}$/, { message: 'must be a three-letter currency code' })
    .optional(),
  tax_rate: z.string().optional(),
  sales_channel_id: idList.optional(),
  created_at: DateFilter.optional(),
  updated_at: DateFilter.optional(),
  canceled_at: DateFilter.optional(),
});
export type AdminGetOrdersParams = z.input<typeof AdminGetOrdersParams>;

/**
 * A page of orders: in full, or with `fields` only the fields and relations asked for (always
 * with `id` and `created_at`).
 */
export const AdminOrdersListRes = z.object({
  orders: z.array(z.union([Order, z.looseObject({ id: z.string(), created_at: Timestamp })])),
  ...Paging,
});
export type AdminOrdersListRes = z.infer<typeof AdminOrdersListRes>;

export const AdminOrdersRes = z.object({ order: Order });
export type AdminOrdersRes = z.infer<typeof AdminOrdersRes>;

/** `?expand=&fields=` on one order (accepted; an order answers in full). */
export const AdminGetOrderParams = z.object({
  expand: z.string().optional(),
  fields: z.string().optional(),
});
export type AdminGetOrderParams = z.input<typeof AdminGetOrderParams>;

const text = (max: number) => z.string().trim().max(max).nullable().optional();

/** An order's address as staff correct it; what is left out keeps its value. */
export const AdminOrderAddress = z.strictObject({
  first_name: text(200),
  last_name: text(200),
  company: text(300),
  address_1: text(300),
  address_2: text(300),
  city: text(200),
  province: text(200),
  postal_code: text(50),
  country_code: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, { message: 'must be a two-letter ISO 3166-1 country code' })
    .nullable()
    .optional(),
  phone: text(100),
  metadata: Metadata.optional(),
});

/** `POST /admin/orders/{id}`. */
export const AdminPostOrdersOrderReq = z.strictObject({
  email: Email.optional(),
  billing_address: AdminOrderAddress.optional(),
  shipping_address: AdminOrderAddress.optional(),
  metadata: Metadata.optional(),
  no_notification: z.boolean().optional(),
});
export type AdminPostOrdersOrderReq = z.input<typeof AdminPostOrdersOrderReq>;

/** `POST /admin/orders/{id}/capture`: all of the payment, or `amount` of it (Storedesk). */
export const AdminPostOrdersOrderCaptureReq = z
  .strictObject({ amount: z.number().int().min(1).max(2_147_483_647).optional() })
  .nullish();
export type AdminPostOrdersOrderCaptureReq = z.input<typeof AdminPostOrdersOrderCaptureReq>;

export const REFUND_REASONS = ['discount', 'return', 'swap', 'claim', 'other'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** `POST /admin/orders/{id}/refund`. */
export const AdminPostOrdersOrderRefundsReq = z.strictObject({
  amount: z.number().int().min(1).max(2_147_483_647),
  reason: z.enum(REFUND_REASONS),
  note: z.string().trim().max(2000).nullable().optional(),
  no_notification: z.boolean().optional(),
});
export type AdminPostOrdersOrderRefundsReq = z.input<typeof AdminPostOrdersOrderRefundsReq>;

/** `POST /admin/orders/{id}/fulfillment`. */
export const AdminPostOrdersOrderFulfillmentsReq = z.strictObject({
  items: z
    .array(
      z.strictObject({
        item_id: z.string().min(1).max(200),
        quantity: z.number().int().min(1).max(1_000_000),
      }),
    )
    .min(1)
    .max(500)
    .refine((items) => new Set(items.map((item) => item.item_id)).size === items.length, {
      message: 'must name each line once',
    }),
  location_id: z.string().min(1).max(200).optional(),
  no_notification: z.boolean().optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});
export type AdminPostOrdersOrderFulfillmentsReq = z.input<
  typeof AdminPostOrdersOrderFulfillmentsReq
>;

/** `POST /admin/orders/{id}/shipment`. */
export const AdminPostOrdersOrderShipmentReq = z.strictObject({
  fulfillment_id: z.string().min(1).max(200),
  tracking_numbers: z.array(z.string().trim().min(1).max(200)).max(50).optional(),
  no_notification: z.boolean().optional(),
});
export type AdminPostOrdersOrderShipmentReq = z.input<typeof AdminPostOrdersOrderShipmentReq>;

export const OrderFulfillmentParams = z.object({
  id: z.string().min(1),
  fulfillment_id: z.string().min(1),
});

/** One line of an order's timeline (`GET /admin/orders/{id}/timeline`, Storedesk). */
export const OrderTimelineEvent = z.object({
  id: z.string(),
  /** `placed`, `payment_authorized`, `payment_captured`, `refunded`, `fulfilled`, `shipped`,
   * `fulfillment_canceled`, `canceled`, `completed`, `archived`, `updated`, `note`,
   * `notification`. */
  kind: z.string(),
  created_at: Timestamp,
  data: z.record(z.string(), z.unknown()),
  /** Who did it: a user (null: the shopper or the system). */
  actor: z
    .object({
      id: z.string(),
      email: z.string(),
      first_name: z.string().nullable(),
      last_name: z.string().nullable(),
    })
    .nullable(),
});
export type OrderTimelineEvent = z.infer<typeof OrderTimelineEvent>;

export const AdminOrderTimelineRes = z.object({ events: z.array(OrderTimelineEvent) });
export type AdminOrderTimelineRes = z.infer<typeof AdminOrderTimelineRes>;
