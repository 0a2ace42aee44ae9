import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/** ISO 4217 currencies: reference data shared by every store. */
export const currency = pgTable('currency', {
  code: text('code').primaryKey(),
  symbol: text('symbol').notNull(),
  symbolNative: text('symbol_native').notNull(),
  name: text('name').notNull(),
  decimalDigits: integer('decimal_digits').notNull(),
});
