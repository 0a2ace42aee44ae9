import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { uniqueViolationOf } from '../../platform/db/errors.js';
import { rowsOf } from '../../platform/db/json.js';
import { StoredeskError } from '../../platform/errors.js';

/*
 * What names a product or variant within its store: the product's handle, and a variant's SKU,
 * barcode, EAN and UPC, each unique among the store's live rows.
 */

/** A URL-safe handle from a title: "Summer T-Shirt!" → "summer-t-shirt". */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 180);
  return slug || 'product';
}

export const IDENTIFIERS = ['sku', 'barcode', 'ean', 'upc'] as const;

const duplicateHandle = (handle: string) =>
  new StoredeskError(
    'duplicate_error',
    `Product with handle ${handle} already exists.`,
    'duplicate_handle',
  );

const duplicateIdentifier = (field: string, name: string, value: string) =>
  new StoredeskError(
    'duplicate_error',
    `${field}: a variant with ${name} ${value} already exists in this store.`,
    `duplicate_${name}`,
  );

/**
 * Turns a unique-index violation into a 422 `duplicate_error`. Row-level security keeps PostgreSQL from quoting
 * the clashing value, so the caller says which handle it wrote; variant identifiers are checked
 * up front (`assertIdentifiersFree`) and this is only the backstop for a race.
 */
export async function guarded<T>(work: () => Promise<T>, handle?: string): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const violation = uniqueViolationOf(error);
    if (!violation) throw error;
    if (violation.constraint === 'product_handle_idx') {
      throw handle
        ? duplicateHandle(handle)
        : new StoredeskError('duplicate_error', 'This handle is taken.', 'duplicate_handle');
    }
    const name = IDENTIFIERS.find((id) => violation.constraint === `product_variant_${id}_idx`);
    throw new StoredeskError(
      'duplicate_error',
      name
        ? `Another variant in this store already has this ${name}.`
        : 'This would duplicate an existing record.',
      name ? `duplicate_${name}` : 'unique_violation',
    );
  }
}

type Identifiers = Partial<Record<(typeof IDENTIFIERS)[number], string | null | undefined>>;

/**
 * SKU, barcode, EAN and UPC are unique per store: checks a batch of variants against each
 * other and against the store in one query, naming the first clash by field.
 */
export async function assertIdentifiersFree(
  tx: Tx,
  storeId: string,
  entries: readonly { field: string; values: Identifiers; variantId?: string | undefined }[],
): Promise<void> {
  const seen = new Map<string, string>();
  const wanted: Record<string, string[]> = { sku: [], barcode: [], ean: [], upc: [] };
  for (const entry of entries) {
    for (const name of IDENTIFIERS) {
      const value = entry.values[name];
      if (!value) continue;
      const key = `${name}:${value}`;
      if (seen.has(key)) throw duplicateIdentifier(`${entry.field}.${name}`, name, value);
      seen.set(key, entry.variantId ?? '');
      wanted[name]!.push(value);
    }
  }
  if (seen.size === 0) return;
  const rows = await rowsOf<{ id: string } & Record<(typeof IDENTIFIERS)[number], string | null>>(
    tx,
    sql`select id, sku, barcode, ean, upc from product_variant
    where store_id = ${storeId} and deleted_at is null and (
      sku = any(${sql.param(wanted.sku)}::text[]) or barcode = any(${sql.param(wanted.barcode)}::text[])
      or ean = any(${sql.param(wanted.ean)}::text[]) or upc = any(${sql.param(wanted.upc)}::text[]))`,
  );
  for (const row of rows) {
    for (const entry of entries) {
      for (const name of IDENTIFIERS) {
        const value = entry.values[name];
        if (value && row[name] === value && row.id !== entry.variantId) {
          throw duplicateIdentifier(`${entry.field}.${name}`, name, value);
        }
      }
    }
  }
}
