import { z } from 'zod';
import { ListParams, Metadata, Paging, Timestamp } from './common.js';

/*
 * Exchanges (Medusa v1 "swaps": `/admin/orders/{id}/swaps/...`, `/admin/swaps`, `/store/swaps`).
 * A swap sends lines of an order back (its return) and new items out; the difference is paid
 * by the shopper through the swap's cart, or refunded when the new items cost less.
 */

const Amount = z.number().int();

/** v1's swap payment statuses. */
export const SWAP_PAYMENT_STATUSES = [
  'not_paid',
  'awaiting',
  'captured',
  'confirmed',
  'canceled',
  'difference_refunded',
  'partially_refunded',
  'refunded',
  'requires_action',
] as const;
export type SwapPaymentStatus = (typeof SWAP_PAYMENT_STATUSES)[number];

/** v1's swap fulfilment statuses. */
export const SWAP_FULFILLMENT_STATUSES = [
  'not_fulfilled',
  'fulfilled',
  'shipped',
  'partially_shipped',
  'canceled',
  'requires_action',
] as const;
export type SwapFulfillmentStatus = (typeof SWAP_FULFILLMENT_STATUSES)[number];

/** A swap as v1 answers it; its relations are loose (the order's lines, return and payment). */
export const Swap = z.looseObject({
  id: z.string(),
  fulfillment_status: z.enum(SWAP_FULFILLMENT_STATUSES),
  payment_status: z.enum(SWAP_PAYMENT_STATUSES),
  order_id: z.string(),
  difference_due: Amount.nullable(),
  shipping_address_id: z.string().nullable(),
  cart_id: z.string().nullable(),
  confirmed_at: Timestamp.nullable(),
  canceled_at: Timestamp.nullable(),
  no_notification: z.boolean().nullable(),
  allow_backorder: z.boolean(),
  idempotency_key: z.string().nullable(),
  metadata: Metadata,
  created_at: Timestamp,
  updated_at: Timestamp,
  deleted_at: Timestamp.nullable(),
  additional_items: z.array(
    z.looseObject({
      id: z.string(),
      title: z.string(),
      description: z.string().nullable(),
      variant_id: z.string().nullable(),
      unit_price: Amount,
      quantity: z.number().int(),
    }),
  ),
  return_order: z.looseObject({ id: z.string(), status: z.string() }).nullable(),
  fulfillments: z.array(z.looseObject({ id: z.string() })),
  payment: z.looseObject({ id: z.string(), amount: Amount }).nullable(),
  shipping_methods: z.array(
    z.looseObject({ id: z.string(), shipping_option_id: z.string(), price: Amount }),
  ),
});
export type Swap = z.infer<typeof Swap>;

const Id = z.string().min(1).max(200);
const Quantity = z.number().int().min(1).max(1_000_000);
const Price = z.number().int().min(0).max(2_147_483_647);
/** The most lines a swap names on either side. */
const MAX_SWAP_LINES = 200;

const ReturnItem = z.strictObject({
  item_id: Id,
  quantity: Quantity,
  reason_id: Id.nullable().optional(),
  note: z.string().trim().max(2000).nullable().optional(),
});
const AdditionalItem = z.strictObject({ variant_id: Id, quantity: Quantity });

/** `POST /admin/orders/{id}/swaps`. */
export const AdminPostOrdersOrderSwapsReq = z.strictObject({
  return_items: z.array(ReturnItem).min(1).max(MAX_SWAP_LINES),
  return_shipping: z.strictObject({ option_id: Id, price: Price.optional() }).optional(),
  sales_channel_id: Id.optional(),
  additional_items: z.array(AdditionalItem).max(MAX_SWAP_LINES).optional(),
  /** The shipping of the new items and its price (v1: the options the swap's cart offers). */
  custom_shipping_options: z
    .array(z.strictObject({ option_id: Id, price: Price }))
    .max(1)
    .optional(),
  no_notification: z.boolean().optional(),
  return_location_id: Id.optional(),
  allow_backorder: z.boolean().optional(),
});
export type AdminPostOrdersOrderSwapsReq = z.input<typeof AdminPostOrdersOrderSwapsReq>;

/** `POST /admin/orders/{id}/swaps/{swap_id}/fulfillments`. */
export const AdminPostOrdersOrderSwapsSwapFulfillmentsReq = z.strictObject({
  metadata: z.record(z.string(), z.unknown()).optional(),
  no_notification: z.boolean().optional(),
  location_id: Id.optional(),
});
export type AdminPostOrdersOrderSwapsSwapFulfillmentsReq = z.input<
  typeof AdminPostOrdersOrderSwapsSwapFulfillmentsReq
>;

/** `POST /admin/orders/{id}/swaps/{swap_id}/shipments`. */
export const AdminPostOrdersOrderSwapsSwapShipmentsReq = z.strictObject({
  fulfillment_id: Id,
  tracking_numbers: z.array(z.string().trim().min(1).max(200)).max(50).optional(),
  no_notification: z.boolean().optional(),
});
export type AdminPostOrdersOrderSwapsSwapShipmentsReq = z.input<
  typeof AdminPostOrdersOrderSwapsSwapShipmentsReq
>;

/** `GET /admin/swaps` (v1: 50 a page, newest first). */
export const AdminGetSwapsParams = ListParams.extend({
  payment_status: z.enum(SWAP_PAYMENT_STATUSES).optional(),
  fulfillment_status: z.enum(SWAP_FULFILLMENT_STATUSES).optional(),
  order_id: Id.optional(),
  q: z.string().trim().max(200).optional(),
});
export type AdminGetSwapsParams = z.input<typeof AdminGetSwapsParams>;

/** A swap in a list: with its order's number, email and currency. */
export const SwapWithOrder = Swap.extend({
  order: z
    .looseObject({
      id: z.string(),
      display_id: z.number().int(),
      email: z.string(),
      currency_code: z.string(),
    })
    .nullable(),
});
export type SwapWithOrder = z.infer<typeof SwapWithOrder>;

export const AdminSwapsRes = z.object({ swap: Swap });
export type AdminSwapsRes = z.infer<typeof AdminSwapsRes>;
export const AdminSwapsListRes = z.object({ swaps: z.array(SwapWithOrder), ...Paging });
export type AdminSwapsListRes = z.infer<typeof AdminSwapsListRes>;

/** `POST /store/swaps`: a shopper exchanges lines of their order. */
export const StorePostSwapsReq = z.strictObject({
  order_id: Id,
  return_items: z.array(ReturnItem).min(1).max(MAX_SWAP_LINES),
  additional_items: z.array(AdditionalItem).min(1).max(MAX_SWAP_LINES),
  return_shipping_option: Id.optional(),
});
export type StorePostSwapsReq = z.input<typeof StorePostSwapsReq>;

/** `/admin/orders/{id}/swaps/{swap_id}/...`. */
export const OrderSwapParams = z.object({ id: z.string().min(1), swap_id: z.string().min(1) });
export const OrderSwapFulfillmentParams = OrderSwapParams.extend({
  fulfillment_id: z.string().min(1),
});
/** `GET /store/swaps/{cart_id}`. */
export const CartIdParams = z.object({ cart_id: z.string().min(1) });

export const StoreSwapsRes = AdminSwapsRes;
export type StoreSwapsRes = AdminSwapsRes;
