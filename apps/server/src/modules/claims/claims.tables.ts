import {
  CLAIM_FULFILLMENT_STATUSES,
  CLAIM_PAYMENT_STATUSES,
  CLAIM_REASONS,
  CLAIM_TYPES,
} from '@storedesk/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
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
import { order } from '../orders/orders.tables.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const inList = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/**
 * A claim (Medusa v1 `claim_order`): lines of an order reported missing, wrong or faulty
 * (`claim_item`), settled by a refund (`type: 'refund'`) or by replacements sent free of charge
 * (`type: 'replace'`: `line_item.claim_order_id`), maybe with the items coming back through a
 * return (`return.claim_order_id`).
 */
export const claimOrder = pgTable(
  'claim_order',
  {
    storeId: storeId().references(() => store.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    orderId: text('order_id').notNull(),
    type: text('type').notNull(),
    paymentStatus: text('payment_status').notNull().default('na'),
    fulfillmentStatus: text('fulfillment_status').notNull().default('not_fulfilled'),
    shippingAddressId: text('shipping_address_id'),
    /** What a refund claim gives back (minor units). */
    refundAmount: bigint('refund_amount', { mode: 'number' }),
    canceledAt: at('canceled_at'),
    noNotification: boolean('no_notification'),
    /** The `Idempotency-Key` of the request that made it: a retry answers the same claim. */
    idempotencyKey: text('idempotency_key'),
    createdBy: text('created_by'),
    metadata: metadata(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.id] }),
    index('claim_order_order_idx').on(table.storeId, table.orderId),
    index('claim_order_created_idx').on(table.storeId, table.createdAt),
    uniqueIndex('claim_order_idempotency_idx')
      .on(table.storeId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
    check('claim_order_type_check', sql.raw(`type in (${inList(CLAIM_TYPES)})`)),
    check(
      'claim_order_payment_status_check',
      sql.raw(`payment_status in (${inList(CLAIM_PAYMENT_STATUSES)})`),
    ),
    check(
      'claim_order_fulfillment_status_check',
      sql.raw(`fulfillment_status in (${inList(CLAIM_FULFILLMENT_STATUSES)})`),
    ),
    tenantReference(
      'claim_order_order_fk',
      { storeId: table.storeId, column: table.orderId },
      { storeId: order.storeId, id: order.id },
    ),
  ],
);

/** One claimed line of the order: how many, why. */
export const claimItem = pgTable(
  'claim_item',
  {
    storeId: storeId().references(() => store.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    claimOrderId: text('claim_order_id').notNull(),
    itemId: text('item_id').notNull(),
    variantId: text('variant_id'),
    reason: text('reason').notNull(),
    note: text('note'),
    quantity: integer('quantity').notNull(),
    metadata: metadata(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.id] }),
    index('claim_item_claim_idx').on(table.storeId, table.claimOrderId),
    check('claim_item_reason_check', sql.raw(`reason in (${inList(CLAIM_REASONS)})`)),
    check('claim_item_quantity_check', sql`${table.quantity} > 0`),
    tenantReference(
      'claim_item_claim_fk',
      { storeId: table.storeId, column: table.claimOrderId },
      { storeId: claimOrder.storeId, id: claimOrder.id },
    ),
  ],
);

/** A picture of a claimed line (an uploaded file's URL). */
export const claimImage = pgTable(
  'claim_image',
  {
    storeId: storeId().references(() => store.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    claimItemId: text('claim_item_id').notNull(),
    url: text('url').notNull(),
    metadata: metadata(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.id] }),
    index('claim_image_item_idx').on(table.storeId, table.claimItemId),
    tenantReference(
      'claim_image_item_fk',
      { storeId: table.storeId, column: table.claimItemId },
      { storeId: claimItem.storeId, id: claimItem.id },
    ),
  ],
);

/** A tag staff put on claimed lines (`damaged`, `courier`), one row per value and store. */
export const claimTag = pgTable(
  'claim_tag',
  {
    storeId: storeId().references(() => store.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    value: text('value').notNull(),
    metadata: metadata(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.id] }),
    uniqueIndex('claim_tag_value_idx').on(table.storeId, table.value),
  ],
);

/** Which tags a claimed line has. */
export const claimItemTag = pgTable(
  'claim_item_tags',
  {
    storeId: storeId().references(() => store.id, { onDelete: 'cascade' }),
    itemId: text('item_id').notNull(),
    tagId: text('tag_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.itemId, table.tagId] }),
    tenantReference(
      'claim_item_tags_item_fk',
      { storeId: table.storeId, column: table.itemId },
      { storeId: claimItem.storeId, id: claimItem.id },
    ),
    tenantReference(
      'claim_item_tags_tag_fk',
      { storeId: table.storeId, column: table.tagId },
      { storeId: claimTag.storeId, id: claimTag.id },
    ),
  ],
);
