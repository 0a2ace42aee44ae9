import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, storeId } from '../db/columns.js';
import { store } from '../tenancy/tenancy.tables.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Mail to send, written in the transaction that makes it due (an order and its confirmation
 * commit together), then sent by the outbox (platform/outbox/outbox.ts). A row names a template
 * and what it is about; the message is written from that when it is sent, so no mail text or
 * address is copied here.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    storeId: storeId().references(() => store.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    /** Which message: `order_confirmation`. */
    template: text('template').notNull(),
    /** What it is about, e.g. the order's id. */
    ref: text('ref').notNull(),
    createdAt: createdAt(),
    /** When it may be tried (again); null once sent, or given up after too many failures. */
    nextAttemptAt: at('next_attempt_at').defaultNow(),
    /** A sender holds the row until then (a process that died lets go when it passes). */
    claimedUntil: at('claimed_until'),
    attempts: integer('attempts').notNull().default(0),
    /** Why the last attempt failed (the mail server's answer). */
    lastError: text('last_error'),
    sentAt: at('sent_at'),
    /**
     * What else the message is about, beside `ref` (the fulfilment of a shipped mail, the refund
     * of a refunded one).
     */
    detail: text('detail'),
    /** Staff resent it to another address (v1 `resend { to }`); null: the order's email. */
    toAddress: text('to_address'),
    /** The row this one resends. */
    parentId: text('parent_id'),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.id] }),
    // The sender's sweep looks across stores (not a tenant query): only mail waiting to go is
    // in this index, so it stays small however much has been sent.
    index('mail_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} is null and ${table.nextAttemptAt} is not null`),
    // The order's notifications, newest first.
    index('mail_outbox_ref_idx').on(table.storeId, table.ref, table.createdAt),
    // Sent mail is pruned by age.
    index('mail_outbox_sent_idx')
      .on(table.sentAt)
      .where(sql`${table.sentAt} is not null`),
  ],
);
