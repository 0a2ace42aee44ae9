import { boolean, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, storeId, updatedAt } from '../../platform/db/columns.js';
import { store } from '../../platform/tenancy/tenancy.tables.js';

/** A store's subscription: one row per store, written at provisioning and by provider events. */
export const billingAccount = pgTable(
  'billing_account',
  {
    storeId: storeId()
      .primaryKey()
      .references(() => store.id, { onDelete: 'cascade' }),
    signupIntentId: text('signup_intent_id'),
    plan: text('plan', { enum: ['basic', 'standard', 'premium'] }).notNull(),
    status: text('status', { enum: ['active', 'past_due', 'canceled'] }).notNull(),
    provider: text('provider', { enum: ['local', 'stripe'] }).notNull(),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true, mode: 'date' }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** When the provider said what `status` says: older events never overwrite newer ones. */
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // A sign-up provisions one store, however often its confirmation arrives.
    uniqueIndex('billing_account_signup_intent_idx').on(table.signupIntentId),
    uniqueIndex('billing_account_subscription_idx').on(table.providerSubscriptionId),
  ],
);
