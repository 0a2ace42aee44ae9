import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * ISO 3166-1 countries: reference data shared by every store. `id` is the ISO numeric code
 * (stable, and a number as Medusa v1 clients expect); which region a country belongs to is per
 * store (`region_country`), not here.
 */
export const country = pgTable('country', {
  iso2: text('iso_2').primaryKey(),
  iso3: text('iso_3').notNull(),
  numCode: integer('num_code').notNull(),
  id: integer('id').notNull().unique(),
  /** Upper-case English name, as v1 answers it. */
  name: text('name').notNull(),
  displayName: text('display_name').notNull(),
});
