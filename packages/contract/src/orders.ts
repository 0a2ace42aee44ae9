import { z } from 'zod';
import { Email, Metadata, Paging, Timestamp } from './common.js';
import { ClaimOrder } from './claims.js';
import { Swap } from './swaps.js';

/**
 * Orders on the store API (Medusa v1): what `POST /store/carts/{id}/complete` answers, the
 * order reads, the lookup by display id and email, and claiming guest orders into an account.
 * An order carries its lines and shipping methods (the cart's own, pointed at the order), its
 * payments, region, addresses and every total; the schema names what clients rely on and lets
 * the rest of v1's fields through.
 */

const Total = z.number().int();

export const OrderLineItem = z.looseObject({
  id: z.string(),
  cart_id: z.string().nullable(),
  order_id: z.string().nullable(),
  title: z.string(),
  variant_id: z.string().nullable(),
  unit_price: Total,
  quantity: z.number().int(),
  subtotal: Total,
  tax_total: Total,
  total: Total,
});

export const OrderPayment = z.looseObject({
  id: z.string(),
  amount: Total,
  currency_code: z.string(),
  amount_refunded: Total,
  provider_id: z.string(),
  data: z.record(z.string(), z.unknown()),
  captured_at: Timestamp.nullable(),
  canceled_at: Timestamp.nullable(),
});

/** v1's order statuses (`order.status`). */
export const ORDER_STATUSES = [
  'pending',
  'completed',
  'archived',
  'canceled',
  'requires_action',
] as const;
export const ORDER_FULFILLMENT_STATUSES = [
  'not_fulfilled',
  'partially_fulfilled',
  'fulfilled',
  'partially_shipped',
  'shipped',
  'partially_returned',
  'returned',
  'canceled',
  'requires_action',
] as const;
export const ORDER_PAYMENT_STATUSES = [
  'not_paid',
  'awaiting',
  'captured',
  'partially_refunded',
  'refunded',
  'canceled',
  'requires_action',
] as const;

export const Order = z.looseObject({
  object: z.literal('order'),
  id: z.string(),
  created_at: Timestamp,
  updated_at: Timestamp,
  status: z.enum(ORDER_STATUSES),
  fulfillment_status: z.enum(ORDER_FULFILLMENT_STATUSES),
  payment_status: z.enum(ORDER_PAYMENT_STATUSES),
  display_id: z.number().int(),
  cart_id: z.string().nullable(),
  customer_id: z.string().nullable(),
  email: z.string(),
  region_id: z.string(),
  currency_code: z.string(),
  sales_channel_id: z.string().nullable(),
  metadata: Metadata,
  canceled_at: Timestamp.nullable(),
  items: z.array(OrderLineItem),
  shipping_methods: z.array(z.looseObject({ id: z.string(), price: Total })),
  payments: z.array(OrderPayment),
  shipping_address: z.looseObject({ id: z.string() }).nullable(),
  billing_address: z.looseObject({ id: z.string() }).nullable(),
  /** Its exchanges and claims (absent from answers limited by `fields`). */
  swaps: z.array(Swap).optional(),
  claims: z.array(ClaimOrder).optional(),
  subtotal: Total,
  discount_total: Total,
  shipping_total: Total,
  refunded_total: Total,
  paid_total: Total,
  refundable_amount: Total,
  item_tax_total: Total,
  shipping_tax_total: Total,
  tax_total: Total,
  gift_card_total: Total,
  gift_card_tax_total: Total,
  total: Total,
});
export type Order = z.infer<typeof Order>;

/** `{ order }`. */
export const StoreOrdersRes = z.object({ order: Order });
export type StoreOrdersRes = z.infer<typeof StoreOrdersRes>;

/**
 * `POST /store/carts/{id}/complete`: `{ type: 'order', data: order }` once the cart is an order;
 * `{ type: 'cart', data: cart }` while the payment needs more from the shopper (3-D Secure, a
 * confirmation in the browser), with `payment_status` the session's status.
 */
export const StoreCompleteCartRes = z.union([
  z.object({ type: z.literal('order'), data: Order }),
  /** An exchange's cart confirms its swap (v1). */
  z.object({ type: z.literal('swap'), data: Swap }),
  z.object({
    type: z.literal('cart'),
    data: z.looseObject({ id: z.string() }),
    payment_status: z.string().optional(),
  }),
]);
export type StoreCompleteCartRes = z.infer<typeof StoreCompleteCartRes>;

/** `GET /store/orders?display_id=&email=`: one order by its number and the shopper's email. */
export const StoreGetOrdersParams = z.object({
  display_id: z.coerce.number().int().min(1),
  email: Email,
  fields: z.string().optional(),
  expand: z.string().optional(),
  shipping_address: z.object({ postal_code: z.string().optional() }).optional(),
});
export type StoreGetOrdersParams = z.infer<typeof StoreGetOrdersParams>;

/** `expand` and `fields` of one order (accepted; every order answers in full). */
export const StoreGetOrderParams = z.object({
  fields: z.string().optional(),
  expand: z.string().optional(),
});

export const OrderCartParams = z.object({ cart_id: z.string().min(1) });

/** `POST /store/orders/batch/customer/token`: the guest orders a signed-in customer claims. */
export const StorePostCustomersCustomerOrderClaimReq = z.object({
  order_ids: z.array(z.string().min(1)).min(1).max(100),
});
export type StorePostCustomersCustomerOrderClaimReq = z.infer<
  typeof StorePostCustomersCustomerOrderClaimReq
>;

/** `POST /store/orders/customer/confirm`: the token mailed to the orders' email. */
export const StorePostCustomersCustomerAcceptClaimReq = z.object({
  token: z.string().min(1).max(4096),
});
export type StorePostCustomersCustomerAcceptClaimReq = z.infer<
  typeof StorePostCustomersCustomerAcceptClaimReq
>;

/** `GET /store/customers/me/orders`: the signed-in customer's orders (v1: 10 a page). */
export const StoreGetCustomersCustomerOrdersParams = z.object({
  limit: z.coerce.number().int().min(0).max(100).optional(),
  offset: z.coerce.number().int().min(0).optional(),
  fields: z.string().optional(),
  expand: z.string().optional(),
});
export type StoreGetCustomersCustomerOrdersParams = z.infer<
  typeof StoreGetCustomersCustomerOrdersParams
>;

export const StoreCustomersListOrdersRes = z.object({ orders: z.array(Order), ...Paging });
export type StoreCustomersListOrdersRes = z.infer<typeof StoreCustomersListOrdersRes>;
