import type { Db } from '../db/client.js';
import { ensureCountries } from './countries.js';
import { ensureCurrencies } from './currencies.js';

/** Fills the reference tables every store reads (currencies, countries) when they are empty. */
export async function ensureReferenceData(db: Db): Promise<void> {
  await ensureCurrencies(db);
  await ensureCountries(db);
}
