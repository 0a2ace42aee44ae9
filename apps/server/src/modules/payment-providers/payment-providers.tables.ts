import { boolean, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, storeId, updatedAt } from '../../platform/db/columns.js';
import { store } from '../../platform/tenancy/tenancy.tables.js';

/**
 * A store's settings for a payment provider that needs its own account (Stripe): the secret
 * part encrypted with a key derived from the server's secret (never answered, never logged),
 * and what may be shown (the publishable key, the secret's last four characters).
 */
export const paymentProviderConfig = pgTable(
  'payment_provider_config',
  {
    storeId: storeId().references(() => store.id, { onDelete: 'cascade' }),
    providerId: text('provider_id').notNull(),
    isEnabled: boolean('is_enabled').notNull().default(true),
    /** AES-256-GCM of the provider's secret settings, as `v1:<iv>:<tag>:<ciphertext>` (base64url). */
    secretsEncrypted: text('secrets_encrypted').notNull(),
    /** Settings that are not secret, answered as they are (e.g. `publishable_key`, `secret_hint`). */
    settings: jsonb('settings').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.storeId, table.providerId] })],
);
