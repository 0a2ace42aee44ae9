import { sql } from 'drizzle-orm';
import codes from 'i18n-iso-countries';
import type { Db } from '../db/client.js';
import { country } from './country.tables.js';

/**
 * Every ISO 3166-1 country: codes from i18n-iso-countries, the English display name from Intl
 * (the short names people use: "United States", "South Korea"). The admin shows names in the
 * user's language with Intl.DisplayNames; the API answers these English ones, as v1 does.
 */
export function isoCountries(): Array<typeof country.$inferInsert> {
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  return Object.keys(codes.getAlpha2Codes()).map((iso2) => {
    const numCode = Number(codes.alpha2ToNumeric(iso2));
    const displayName = names.of(iso2) ?? iso2;
    return {
      iso2: iso2.toLowerCase(),
      iso3: (codes.alpha2ToAlpha3(iso2) ?? iso2).toLowerCase(),
      numCode,
      id: numCode,
      name: displayName.toUpperCase(),
      displayName,
    };
  });
}

/** Fills the country table once; later starts find it full and skip. */
export async function ensureCountries(db: Db): Promise<void> {
  const existing = await db.select({ n: sql<number>`count(*)::int` }).from(country);
  if ((existing[0]?.n ?? 0) > 0) return;
  await db.insert(country).values(isoCountries()).onConflictDoNothing();
}
