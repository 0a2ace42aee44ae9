import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../platform/db/columns.js';

/**
 * A sign-up waiting for its payment. Platform table: written before any organisation exists.
 * It holds the password only as a hash; provisioning copies that hash to the new user.
 */
export const signupIntent = pgTable(
  'signup_intent',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    organization: text('organization').notNull(),
    passwordHash: text('password_hash').notNull(),
    plan: text('plan', { enum: ['basic', 'standard', 'premium'] }).notNull(),
    status: text('status', { enum: ['pending', 'provisioned', 'needs_attention'] })
      .notNull()
      .default('pending'),
    provider: text('provider', { enum: ['local', 'stripe'] }).notNull(),
    providerSessionId: text('provider_session_id'),
    storeId: text('store_id'),
    attentionReason: text('attention_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('signup_intent_provider_session_idx').on(table.providerSessionId),
    index('signup_intent_email_idx').on(sql`lower(${table.email})`),
  ],
);

/** Each payment-provider event is handled once: its id is stored with the change it made. */
export const paymentEvent = pgTable('payment_event', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * The local provider's hosted checkout sessions: a sign-up's first payment, or a store's renewal.
 * The id is the unguessable secret in the checkout page's URL.
 */
export const localCheckoutSession = pgTable('local_checkout_session', {
  id: text('id').primaryKey(),
  purpose: text('purpose', { enum: ['signup', 'renewal'] }).notNull(),
  signupIntentId: text('signup_intent_id'),
  storeId: text('store_id'),
  plan: text('plan', { enum: ['basic', 'standard', 'premium'] }).notNull(),
  amount: integer('amount').notNull(),
  status: text('status', { enum: ['open', 'complete'] })
    .notNull()
    .default('open'),
  createdAt: createdAt(),
});
