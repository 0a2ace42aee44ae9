import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  type PgTableExtraConfigValue,
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
import { country } from '../../platform/reference/country.tables.js';
import { store } from '../../platform/tenancy/tenancy.tables.js';

/**
 * A shopper of one store (v1 `customer`). An email has at most one guest row (`has_account`
 * false: what carts and orders of shoppers who are not signed in point at) and one account per
 * store, as in v1. Registering with an email leaves its guest row, and the guest's orders, where
 * they are: the account holder claims those orders by a code mailed to their address
 * (`/store/orders/batch/customer/token`), so knowing an email never opens its orders.
 */
export const customer = pgTable(
  'customer',
  {
    storeId: storeId().references(() => store.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    billingAddressId: text('billing_address_id'),
    hasAccount: boolean('has_account').notNull().default(false),
    /** scrypt hash (platform/crypto.ts); null for a guest. Never answered, never logged. */
    passwordHash: text('password_hash'),
    metadata: metadata(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  // Typed, because the customer and its billing address refer to each other.
  (table): PgTableExtraConfigValue[] => [
    primaryKey({ columns: [table.storeId, table.id] }),
    uniqueIndex('customer_email_live_idx')
      .on(table.storeId, sql`lower(${table.email})`, table.hasAccount)
      .where(sql`${table.deletedAt} is null`),
    tenantReference(
      'customer_billing_address_fk',
      { storeId: table.storeId, column: table.billingAddressId },
      { storeId: address.storeId, id: address.id },
      'restrict',
    ),
  ],
);

export type CustomerRow = typeof customer.$inferSelect;

/**
 * A postal address (v1 `address`). A customer's saved shipping addresses have `customer_id`; a
 * billing address, and the addresses carts and orders hold, may have none. Deleting a saved
 * address only marks it, so an order that shipped to it still reads it.
 */
export const address = pgTable(
  'address',
  {
    storeId: storeId().references(() => store.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    customerId: text('customer_id'),
    company: text('company'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    address1: text('address_1'),
    address2: text('address_2'),
    city: text('city'),
    countryCode: text('country_code').references(() => country.iso2),
    province: text('province'),
    postalCode: text('postal_code'),
    phone: text('phone'),
    metadata: metadata(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (table): PgTableExtraConfigValue[] => [
    primaryKey({ columns: [table.storeId, table.id] }),
    index('address_customer_idx')
      .on(table.storeId, table.customerId)
      .where(sql`${table.customerId} is not null`),
    tenantReference(
      'address_customer_fk',
      { storeId: table.storeId, column: table.customerId },
      { storeId: customer.storeId, id: customer.id },
      'restrict',
    ),
  ],
);

export type AddressRow = typeof address.$inferSelect;

/**
 * A signed-in shopper's cookie session. Only the SHA-256 of the cookie's value is stored. A
 * tenant table: a session is found only under the store of the request, so a session of store
 * A is worth nothing in store B.
 */
export const customerSession = pgTable(
  'customer_session',
  {
    storeId: storeId().references(() => store.id, { onDelete: 'cascade' }),
    idHash: text('id_hash').notNull(),
    customerId: text('customer_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.idHash] }),
    index('customer_session_customer_idx').on(table.storeId, table.customerId),
    index('customer_session_expires_idx').on(table.expiresAt),
    tenantReference(
      'customer_session_customer_fk',
      { storeId: table.storeId, column: table.customerId },
      { storeId: customer.storeId, id: customer.id },
    ),
  ],
);

/**
 * One-use password reset codes of shoppers, valid for a limited time: `selector` finds the code,
 * `token_hash` is the SHA-256 of its secret part (platform/auth/reset-codes.ts).
 */
export const customerPasswordToken = pgTable(
  'customer_password_token',
  {
    storeId: storeId().references(() => store.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    selector: text('selector').notNull(),
    /** Tries with this selector and a wrong secret or email; the code dies at a few. */
    wrongTries: integer('wrong_tries').notNull().default(0),
    customerId: text('customer_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.tokenHash] }),
    uniqueIndex('customer_password_token_selector_idx').on(table.storeId, table.selector),
    index('customer_password_token_customer_idx').on(table.storeId, table.customerId),
    tenantReference(
      'customer_password_token_customer_fk',
      { storeId: table.storeId, column: table.customerId },
      { storeId: customer.storeId, id: customer.id },
    ),
  ],
);
