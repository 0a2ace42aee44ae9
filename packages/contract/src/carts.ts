import { z } from 'zod';
import { Email, Metadata, Timestamp, Timestamps } from './common.js';
import { Address, AddressPayload, Customer } from './customers.js';
import { ProductVariant } from './products.js';
import { Region } from './regions.js';
import { SalesChannel } from './sales-channels.js';
import { ShippingOption, ShippingProfileBase } from './shipping.js';

/**
 * Carts of the store API (Medusa v1 `/store/carts`): what a shopper is buying, in one region,
 * with its line items, shipping methods, payment sessions, addresses and every total. Amounts
 * are integers in the region currency's minor unit.
 */

/** One rate a line pays, as a cart answers it (v1 answers tax lines without their own id). */
export const LineItemTaxLine = z.object({
  rate: z.number(),
  name: z.string(),
  code: z.string().nullable(),
  item_id: z.string(),
});
export type LineItemTaxLine = z.infer<typeof LineItemTaxLine>;

export const ShippingMethodTaxLine = z.object({
  rate: z.number(),
  name: z.string(),
  code: z.string().nullable(),
  shipping_method_id: z.string(),
});
export type ShippingMethodTaxLine = z.infer<typeof ShippingMethodTaxLine>;

/** The totals v1 puts on each line item. */
const LineItemTotals = {
  subtotal: z.number().int(),
  discount_total: z.number().int(),
  raw_discount_total: z.number(),
  total: z.number().int(),
  original_total: z.number().int(),
  original_tax_total: z.number().int(),
  tax_total: z.number().int(),
};

/** The product of a line's variant, with its shipping profile (v1 `variant.product.profiles`). */
export const LineItemProduct = z.looseObject({
  id: z.string(),
  title: z.string(),
  handle: z.string().nullable(),
  thumbnail: z.string().nullable(),
  profile_id: z.string().nullable(),
  profile: ShippingProfileBase.nullable(),
  profiles: z.array(ShippingProfileBase),
});

export const LineItemVariant = ProductVariant.extend({ product: LineItemProduct.nullable() });

export const LineItem = z.object({
  id: z.string(),
  created_at: Timestamp,
  updated_at: Timestamp,
  cart_id: z.string().nullable(),
  order_id: z.string().nullable(),
  swap_id: z.string().nullable(),
  claim_order_id: z.string().nullable(),
  original_item_id: z.string().nullable(),
  order_edit_id: z.string().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  thumbnail: z.string().nullable(),
  is_return: z.boolean(),
  is_giftcard: z.boolean(),
  should_merge: z.boolean(),
  allow_discounts: z.boolean(),
  has_shipping: z.boolean().nullable(),
  unit_price: z.number().int(),
  variant_id: z.string().nullable(),
  quantity: z.number().int(),
  fulfilled_quantity: z.number().int().nullable(),
  returned_quantity: z.number().int().nullable(),
  shipped_quantity: z.number().int().nullable(),
  metadata: z.record(z.string(), z.unknown()),
  /** Whether `unit_price` includes tax (the region's or currency's tax-inclusive pricing). */
  includes_tax: z.boolean(),
  adjustments: z.array(z.unknown()),
  tax_lines: z.array(LineItemTaxLine),
  variant: LineItemVariant.nullable(),
  ...LineItemTotals,
});
export type LineItem = z.infer<typeof LineItem>;

export const ShippingMethod = z.object({
  id: z.string(),
  shipping_option_id: z.string(),
  order_id: z.string().nullable(),
  claim_order_id: z.string().nullable(),
  cart_id: z.string().nullable(),
  swap_id: z.string().nullable(),
  return_id: z.string().nullable(),
  price: z.number().int(),
  data: z.record(z.string(), z.unknown()),
  includes_tax: z.boolean(),
  shipping_option: ShippingOption,
  tax_lines: z.array(ShippingMethodTaxLine),
  subtotal: z.number().int(),
  total: z.number().int(),
  original_total: z.number().int(),
  tax_total: z.number().int(),
  original_tax_total: z.number().int(),
});
export type ShippingMethod = z.infer<typeof ShippingMethod>;

export const PAYMENT_SESSION_STATUSES = [
  'pending',
  'requires_more',
  'authorized',
  'error',
  'canceled',
] as const;

export const PaymentSession = z.object({
  id: z.string(),
  created_at: Timestamp,
  updated_at: Timestamp,
  cart_id: z.string().nullable(),
  provider_id: z.string(),
  is_selected: z.boolean().nullable(),
  is_initiated: z.boolean(),
  status: z.enum(PAYMENT_SESSION_STATUSES),
  /** What the provider needs on the storefront (Stripe: the PaymentIntent's client secret). */
  data: z.record(z.string(), z.unknown()),
  idempotency_key: z.string().nullable(),
  amount: z.number().int().nullable(),
  payment_authorized_at: Timestamp.nullable(),
});
export type PaymentSession = z.infer<typeof PaymentSession>;

/** The totals of a cart (v1 names; discounts and gift cards are 0 until those areas exist). */
export const CartTotals = {
  subtotal: z.number().int(),
  discount_total: z.number().int(),
  raw_discount_total: z.number(),
  item_tax_total: z.number().int(),
  shipping_total: z.number().int(),
  shipping_tax_total: z.number().int(),
  tax_total: z.number().int(),
  gift_card_total: z.number().int(),
  gift_card_tax_total: z.number().int(),
  total: z.number().int(),
};

export const CART_TYPES = ['default', 'swap', 'draft_order', 'payment_link', 'claim'] as const;

export const Cart = z.object({
  object: z.literal('cart'),
  id: z.string(),
  ...Timestamps,
  email: z.string().nullable(),
  billing_address_id: z.string().nullable(),
  shipping_address_id: z.string().nullable(),
  region_id: z.string(),
  customer_id: z.string().nullable(),
  payment_id: z.string().nullable(),
  type: z.enum(CART_TYPES),
  completed_at: Timestamp.nullable(),
  payment_authorized_at: Timestamp.nullable(),
  idempotency_key: z.string().nullable(),
  context: z.record(z.string(), z.unknown()),
  metadata: Metadata,
  sales_channel_id: z.string().nullable(),
  billing_address: Address.nullable(),
  shipping_address: Address.nullable(),
  customer: Customer.nullable(),
  sales_channel: SalesChannel.nullable(),
  discounts: z.array(z.unknown()),
  gift_cards: z.array(z.unknown()),
  items: z.array(LineItem),
  payment: z.record(z.string(), z.unknown()).nullable(),
  payment_sessions: z.array(PaymentSession),
  payment_session: PaymentSession.nullable(),
  region: Region,
  shipping_methods: z.array(ShippingMethod),
  ...CartTotals,
});
export type Cart = z.infer<typeof Cart>;

// ---- requests ------------------------------------------------------------------------------

const Quantity = z.number().int().min(1);
const Context = z.record(z.string(), z.unknown());

/** An address as an object (set on the cart) or the id of one of the customer's addresses. */
export const CartAddressInput = z.union([z.string().min(1), AddressPayload]);

/** `POST /store/carts`: all optional; the region defaults to the store's first region. */
export const StorePostCartReq = z.object({
  region_id: z.string().min(1).optional(),
  country_code: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/)
    .optional(),
  sales_channel_id: z.string().min(1).optional(),
  items: z
    .array(z.object({ variant_id: z.string().min(1), quantity: Quantity }))
    .max(100)
    .optional(),
  context: Context.optional(),
});
export type StorePostCartReq = z.input<typeof StorePostCartReq>;

/** `POST /store/carts/:id`. */
export const StorePostCartsCartReq = z.object({
  region_id: z.string().min(1).optional(),
  country_code: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/)
    .optional(),
  email: Email.optional(),
  billing_address: CartAddressInput.optional(),
  shipping_address: CartAddressInput.optional(),
  gift_cards: z.array(z.object({ code: z.string() })).optional(),
  discounts: z.array(z.object({ code: z.string() })).optional(),
  customer_id: z.string().min(1).optional(),
  sales_channel_id: z.string().min(1).optional(),
  context: Context.optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});
export type StorePostCartsCartReq = z.input<typeof StorePostCartsCartReq>;

/** `POST /store/carts/:id/line-items`. */
export const StorePostCartsCartLineItemsReq = z.object({
  variant_id: z.string().min(1),
  quantity: Quantity,
  metadata: z.record(z.string(), z.unknown()).optional(),
});
export type StorePostCartsCartLineItemsReq = z.input<typeof StorePostCartsCartLineItemsReq>;

/** `POST /store/carts/:id/line-items/:line_id`: quantity 0 removes the line (v1). */
export const StorePostCartsCartLineItemsItemReq = z.object({
  quantity: z.number().int().min(0),
  metadata: z.record(z.string(), z.unknown()).optional(),
});
export type StorePostCartsCartLineItemsItemReq = z.input<typeof StorePostCartsCartLineItemsItemReq>;

/** `POST /store/carts/:id/shipping-methods`. */
export const StorePostCartsCartShippingMethodReq = z.object({
  option_id: z.string().min(1),
  data: z.record(z.string(), z.unknown()).optional(),
});
export type StorePostCartsCartShippingMethodReq = z.input<
  typeof StorePostCartsCartShippingMethodReq
>;

/** `POST /store/carts/:id/payment-session`: choose the provider to pay with. */
export const StorePostCartsCartPaymentSessionReq = z.object({
  provider_id: z.string().min(1),
});
export type StorePostCartsCartPaymentSessionReq = z.input<
  typeof StorePostCartsCartPaymentSessionReq
>;

/** `POST /store/carts/:id/payment-sessions/:provider_id`: data the provider needs. */
export const StorePostCartsCartPaymentSessionUpdateReq = z.object({
  data: z.record(z.string(), z.unknown()),
});
export type StorePostCartsCartPaymentSessionUpdateReq = z.input<
  typeof StorePostCartsCartPaymentSessionUpdateReq
>;

export const CartParams = z.object({ id: z.string().min(1) });
export const CartLineItemParams = CartParams.extend({ line_id: z.string().min(1) });
export const CartProviderParams = CartParams.extend({ provider_id: z.string().min(1) });
export const CartDiscountParams = CartParams.extend({ code: z.string().min(1) });

// ---- answers -------------------------------------------------------------------------------

export const StoreCartsRes = z.object({ cart: Cart });
export type StoreCartsRes = z.infer<typeof StoreCartsRes>;

/** `POST /store/carts/:id/payment-sessions` answers the cart twice, as `cart` and `data` (v1). */
export const StoreCartPaymentSessionsRes = StoreCartsRes.extend({ data: Cart });
export type StoreCartPaymentSessionsRes = z.infer<typeof StoreCartPaymentSessionsRes>;

/** The payment session `POST .../payment-sessions/:provider_id/refresh` (v1) answers the cart too. */
export type StoreCart = Cart;
