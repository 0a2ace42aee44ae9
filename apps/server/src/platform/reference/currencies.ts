import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { currency } from './reference.tables.js';

// Codes ICU knows that are not money anyone sells in: precious metals, funds and test codes.
const NOT_SOLD_IN = new Set([
  'XAG',
  'XAU',
  'XBA',
  'XBB',
  'XBC',
  'XBD',
  'XDR',
  'XPD',
  'XPT',
  'XSU',
  'XTS',
  'XUA',
  'XXX',
]);

function partOf(formatter: Intl.NumberFormat): string {
  return formatter.formatToParts(0).find((part) => part.type === 'currency')?.value ?? '';
}

/** Every ISO 4217 currency the runtime knows, with names and symbols from Intl (no data file). */
export function isoCurrencies(): Array<typeof currency.$inferInsert> {
  const names = new Intl.DisplayNames(['en'], { type: 'currency' });
  return Intl.supportedValuesOf('currency')
    .filter((code) => !NOT_SOLD_IN.has(code))
    .map((code) => {
      const standard = new Intl.NumberFormat('en-US', { style: 'currency', currency: code });
      const narrow = new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: code,
        currencyDisplay: 'narrowSymbol',
      });
      return {
        code: code.toLowerCase(),
        name: names.of(code) ?? code,
        symbol: partOf(standard),
        symbolNative: partOf(narrow),
        decimalDigits: standard.resolvedOptions().maximumFractionDigits ?? 2,
      };
    });
}

/** Fills the currency table once; later starts find it full and skip. */
export async function ensureCurrencies(db: Db): Promise<void> {
  const existing = await db.select({ n: sql<number>`count(*)::int` }).from(currency);
  if ((existing[0]?.n ?? 0) > 0) return;
  await db.insert(currency).values(isoCurrencies()).onConflictDoNothing();
}
