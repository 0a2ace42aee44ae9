import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  createdAt,
  deletedAt,
  metadata,
  storeId,
  tenantReference,
  updatedAt,
} from '../../platform/db/columns.js';
import { store } from '../../platform/tenancy/tenancy.tables.js';
import { address, customer } from '../customers/customers.tables.js';
import { order } from '../orders/orders.tables.js';
import { productVariant } from '../products/products.tables.js';
import { region } from '../regions/regions.tables.js';
import { returnOrder } from '../returns/returns.tables.js';
import { salesChannel } from '../sales-channels/sales-channels.tables.js';
import { orderEdit, paymentCollection } from '../order-edits/order-edits.tables.js';
import { swap } from '../swaps/swaps.tables.js';
import { claimOrder } from '../claims/claims.tables.js';
import { shippingOption } from '../shipping/shipping.tables.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A shopper's cart in one region (its currency and taxes). Completing it (orders module) sets
 * `completed_at` and points its lines and shipping methods at the order; a completed cart
 * refuses every change.
 */
export const cart = pgTable(
  'cart',
  {
    storeId: storeId().references(() => store.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    email: text('email'),
    billingAddressId: text('billing_address_id'),
    shippingAddressId: text('shipping_address_id'),
    regionId: text('region_id').notNull(),
    customerId: text('customer_id'),
    /** The order's payment once the cart completed (table of the orders module). */
    paymentId: text('payment_id'),
    type: text('type').notNull().default('default'),
    completedAt: at('completed_at'),
    paymentAuthorizedAt: at('payment_authorized_at'),
    /** The key of the completion in progress (orders module), as v1. */
    idempotencyKey: text('idempotency_key'),
    /**
     * The `Idempotency-Key` of the request that created the cart (not on the wire): a retry of
     * that request answers this cart instead of making a second one.
     */
    createKey: text('create_key'),
    context: jsonb('context').$type<Record<string, unknown>>().notNull().default({}),
    salesChannelId: text('sales_channel_id'),
    metadata: metadata(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.id] }),
    uniqueIndex('cart_create_key_idx')
      .on(table.storeId, table.createKey)
      .where(sql`${table.createKey} is not null`),
    index('cart_customer_idx')
      .on(table.storeId, table.customerId)
      .where(sql`${table.customerId} is not null`),
    tenantReference(
      'cart_region_fk',
      { storeId: table.storeId, column: table.regionId },
      { storeId: region.storeId, id: region.id },
      'restrict',
    ),
    tenantReference(
      'cart_sales_channel_fk',
      { storeId: table.storeId, column: table.salesChannelId },
      { storeId: salesChannel.storeId, id: salesChannel.id },
      'restrict',
    ),
    tenantReference(
      'cart_customer_fk',
      { storeId: table.storeId, column: table.customerId },
      { storeId: customer.storeId, id: customer.id },
      'restrict',
    ),
    tenantReference(
      'cart_shipping_address_fk',
      { storeId: table.storeId, column: table.shippingAddressId },
      { storeId: address.storeId, id: address.id },
      'restrict',
    ),
    tenantReference(
      'cart_billing_address_fk',
      { storeId: table.storeId, column: table.billingAddressId },
      { storeId: address.storeId, id: address.id },
      'restrict',
    ),
  ],
);

/**
 * A line of a cart and, once the cart completed, of its order: the same row, with `order_id`
 * set (v1 does the same; no copy). `unit_price` is what one unit costs, in the terms of
 * `includes_tax` (the region's tax-inclusive pricing when the line was priced).
 */
export const lineItem = pgTable(
  'line_item',
  {
    storeId: storeId().references(() => store.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    cartId: text('cart_id'),
    orderId: text('order_id'),
    /** A new line an exchange sends out (it stays in the swap's cart, never on the order). */
    swapId: text('swap_id'),
    /** A replacement a claim sends out, free of charge (no cart, never on the order). */
    claimOrderId: text('claim_order_id'),
    /** A line of an order edit (modules/order-edits): a copy of the order's, or a new one. */
    orderEditId: text('order_edit_id'),
    /** The order's line an edit's copy stands for (none for a line the edit adds). */
    originalItemId: text('original_item_id'),
    title: text('title').notNull(),
    description: text('description'),
    thumbnail: text('thumbnail'),
    isReturn: boolean('is_return').notNull().default(false),
    isGiftcard: boolean('is_giftcard').notNull().default(false),
    shouldMerge: boolean('should_merge').notNull().default(true),
    allowDiscounts: boolean('allow_discounts').notNull().default(true),
    hasShipping: boolean('has_shipping'),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    variantId: text('variant_id'),
    productId: text('product_id'),
    quantity: integer('quantity').notNull(),
    fulfilledQuantity: integer('fulfilled_quantity'),
    returnedQuantity: integer('returned_quantity'),
    shippedQuantity: integer('shipped_quantity'),
    /**
     * How many of the line live returns hold (requested, or received), not on the wire: a return
     * raises it only while it stays within `fulfilled_quantity`, in the statement that makes the
     * return (modules/returns), so two returns at once never pass what was fulfilled.
     */
    returnRequestedQuantity: integer('return_requested_quantity').notNull().default(0),
    includesTax: boolean('includes_tax').notNull().default(false),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.id] }),
    index('line_item_cart_idx')
      .on(table.storeId, table.cartId)
      .where(sql`${table.cartId} is not null`),
    index('line_item_order_idx')
      .on(table.storeId, table.orderId)
      .where(sql`${table.orderId} is not null`),
    index('line_item_variant_idx').on(table.storeId, table.variantId),
    index('line_item_swap_idx')
      .on(table.storeId, table.swapId)
      .where(sql`${table.swapId} is not null`),
    // What comes back in an exchange's cart is a line of negative quantity (v1 does the same).
    check(
      'line_item_quantity_check',
      sql`${table.quantity} > 0 or (${table.isReturn} and ${table.quantity} < 0)`,
    ),
    check(
      'line_item_owner_check',
      sql`${table.cartId} is not null or ${table.orderId} is not null or ${table.swapId} is not null or ${table.claimOrderId} is not null or ${table.orderEditId} is not null`,
    ),
    index('line_item_order_edit_idx')
      .on(table.storeId, table.orderEditId)
      .where(sql`${table.orderEditId} is not null`),
    tenantReference(
      'line_item_order_edit_fk',
      { storeId: table.storeId, column: table.orderEditId },
      { storeId: orderEdit.storeId, id: orderEdit.id },
    ),
    index('line_item_claim_idx')
      .on(table.storeId, table.claimOrderId)
      .where(sql`${table.claimOrderId} is not null`),
    tenantReference(
      'line_item_claim_fk',
      { storeId: table.storeId, column: table.claimOrderId },
      { storeId: claimOrder.storeId, id: claimOrder.id },
    ),
    tenantReference(
      'line_item_swap_fk',
      { storeId: table.storeId, column: table.swapId },
      { storeId: swap.storeId, id: swap.id },
    ),
    tenantReference(
      'line_item_cart_fk',
      { storeId: table.storeId, column: table.cartId },
      { storeId: cart.storeId, id: cart.id },
    ),
    tenantReference(
      'line_item_order_fk',
      { storeId: table.storeId, column: table.orderId },
      { storeId: order.storeId, id: order.id },
      'restrict',
    ),
    // A variant deleted later leaves the line of an order as it was sold (v1 keeps it too).
    tenantReference(
      'line_item_variant_fk',
      { storeId: table.storeId, column: table.variantId },
      { storeId: productVariant.storeId, id: productVariant.id },
      'restrict',
    ),
  ],
);

/** One rate a line pays (v1 `line_item_tax_line`); rewritten whenever the cart is re-taxed. */
export const lineItemTaxLine = pgTable(
  'line_item_tax_line',
  {
    storeId: storeId().references(() => store.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    itemId: text('item_id').notNull(),
    rate: numeric('rate', { precision: 6, scale: 3, mode: 'number' }).notNull(),
    name: text('name').notNull(),
    code: text('code'),
    metadata: metadata(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.id] }),
    index('line_item_tax_line_item_idx').on(table.storeId, table.itemId),
    tenantReference(
      'line_item_tax_line_item_fk',
      { storeId: table.storeId, column: table.itemId },
      { storeId: lineItem.storeId, id: lineItem.id },
    ),
  ],
);

/** The shipping option a cart (and then its order) ships with, at the price it was chosen at. */
export const shippingMethod = pgTable(
  'shipping_method',
  {
    storeId: storeId().references(() => store.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    shippingOptionId: text('shipping_option_id').notNull(),
    cartId: text('cart_id'),
    orderId: text('order_id'),
    /** The return this method brings back (a return's shipping; no cart, no order). */
    returnId: text('return_id'),
    /** The exchange whose new items this method ships (with the swap's cart). */
    swapId: text('swap_id'),
    /** The claim whose replacements this method ships. */
    claimOrderId: text('claim_order_id'),
    price: bigint('price', { mode: 'number' }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    includesTax: boolean('includes_tax').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.id] }),
    index('shipping_method_cart_idx')
      .on(table.storeId, table.cartId)
      .where(sql`${table.cartId} is not null`),
    index('shipping_method_order_idx')
      .on(table.storeId, table.orderId)
      .where(sql`${table.orderId} is not null`),
    index('shipping_method_return_idx')
      .on(table.storeId, table.returnId)
      .where(sql`${table.returnId} is not null`),
    index('shipping_method_claim_idx')
      .on(table.storeId, table.claimOrderId)
      .where(sql`${table.claimOrderId} is not null`),
    tenantReference(
      'shipping_method_claim_fk',
      { storeId: table.storeId, column: table.claimOrderId },
      { storeId: claimOrder.storeId, id: claimOrder.id },
    ),
    index('shipping_method_swap_idx')
      .on(table.storeId, table.swapId)
      .where(sql`${table.swapId} is not null`),
    check('shipping_method_price_check', sql`${table.price} >= 0`),
    tenantReference(
      'shipping_method_swap_fk',
      { storeId: table.storeId, column: table.swapId },
      { storeId: swap.storeId, id: swap.id },
    ),
    tenantReference(
      'shipping_method_return_fk',
      { storeId: table.storeId, column: table.returnId },
      { storeId: returnOrder.storeId, id: returnOrder.id },
    ),
    tenantReference(
      'shipping_method_cart_fk',
      { storeId: table.storeId, column: table.cartId },
      { storeId: cart.storeId, id: cart.id },
    ),
    tenantReference(
      'shipping_method_order_fk',
      { storeId: table.storeId, column: table.orderId },
      { storeId: order.storeId, id: order.id },
      'restrict',
    ),
    tenantReference(
      'shipping_method_option_fk',
      { storeId: table.storeId, column: table.shippingOptionId },
      { storeId: shippingOption.storeId, id: shippingOption.id },
      'restrict',
    ),
  ],
);

/** One rate a shipping method pays (v1 `shipping_method_tax_line`). */
export const shippingMethodTaxLine = pgTable(
  'shipping_method_tax_line',
  {
    storeId: storeId().references(() => store.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    shippingMethodId: text('shipping_method_id').notNull(),
    rate: numeric('rate', { precision: 6, scale: 3, mode: 'number' }).notNull(),
    name: text('name').notNull(),
    code: text('code'),
    metadata: metadata(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.id] }),
    index('shipping_method_tax_line_method_idx').on(table.storeId, table.shippingMethodId),
    tenantReference(
      'shipping_method_tax_line_method_fk',
      { storeId: table.storeId, column: table.shippingMethodId },
      { storeId: shippingMethod.storeId, id: shippingMethod.id },
    ),
  ],
);

/**
 * A payment provider's session for a cart: one per provider of the cart's region, one of them
 * selected. `data` is what the provider keeps (a PaymentIntent's id for Stripe).
 */
export const paymentSession = pgTable(
  'payment_session',
  {
    storeId: storeId().references(() => store.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    cartId: text('cart_id'),
    /** A session of a payment collection (an order edit's amount due) rather than a cart. */
    paymentCollectionId: text('payment_collection_id'),
    providerId: text('provider_id').notNull(),
    isSelected: boolean('is_selected'),
    isInitiated: boolean('is_initiated').notNull().default(false),
    /** v1 statuses: pending, authorized, requires_more, error, canceled. */
    status: text('status').notNull().default('pending'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    idempotencyKey: text('idempotency_key'),
    amount: bigint('amount', { mode: 'number' }),
    paymentAuthorizedAt: at('payment_authorized_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.id] }),
    uniqueIndex('payment_session_cart_provider_idx')
      .on(table.storeId, table.cartId, table.providerId)
      .where(sql`${table.cartId} is not null`),
    uniqueIndex('payment_session_collection_provider_idx')
      .on(table.storeId, table.paymentCollectionId, table.providerId)
      .where(sql`${table.paymentCollectionId} is not null`),
    tenantReference(
      'payment_session_collection_fk',
      { storeId: table.storeId, column: table.paymentCollectionId },
      { storeId: paymentCollection.storeId, id: paymentCollection.id },
    ),
    tenantReference(
      'payment_session_cart_fk',
      { storeId: table.storeId, column: table.cartId },
      { storeId: cart.storeId, id: cart.id },
    ),
  ],
);

/**
 * The Idempotency-Key of each request that added to a cart, so that a client's retry (medusa-js
 * retries on 409 and 5xx) does not add twice: the key is inserted in the same statement as the
 * change, and a key already there means the change was made. Retries come within seconds: the
 * server's hourly housekeeping deletes keys older than a day.
 */
export const cartRequestKey = pgTable(
  'cart_request_key',
  {
    storeId: storeId().references(() => store.id, { onDelete: 'cascade' }),
    cartId: text('cart_id').notNull(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.cartId, table.key] }),
    // Keys are pruned by age across stores (not a tenant query): `pruneCartRequestKeys`.
    index('cart_request_key_created_idx').on(table.createdAt),
    tenantReference(
      'cart_request_key_cart_fk',
      { storeId: table.storeId, column: table.cartId },
      { storeId: cart.storeId, id: cart.id },
    ),
  ],
);
