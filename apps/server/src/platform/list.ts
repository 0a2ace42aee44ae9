import type { DateFilter } from '@storedesk/contract';
import { gt, gte, lt, lte, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { StoredeskError } from './errors.js';

export interface Order<Field extends string> {
  field: Field;
  direction: 'asc' | 'desc';
}

/**
 * Reads a Medusa-style `order` parameter (`created_at`, `-created_at`) against the fields a list
 * may be sorted by; anything else is a 400 naming the allowed fields.
 */
export function parseOrder<Field extends string>(
  order: string | undefined,
  allowed: readonly Field[],
  fallback: Order<Field>,
): Order<Field> {
  if (!order) return fallback;
  const direction = order.startsWith('-') ? 'desc' : 'asc';
  const field = order.replace(/^[-+]/, '') as Field;
  if (!allowed.includes(field)) {
    throw new StoredeskError(
      'invalid_data',
      `order must be one of: ${allowed.join(', ')} (prefix - for descending)`,
    );
  }
  return { field, direction };
}

/** `%q%` for ILIKE, with a backslash, `%` and `_` in the search text matched literally. */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The conditions of a `created_at[gt]=...` style filter on one column (none when absent). */
export function dateRange(column: PgColumn, filter: DateFilter | undefined): SQL[] {
  if (!filter) return [];
  const conditions: SQL[] = [];
  if (filter.gt) conditions.push(gt(column, new Date(filter.gt)));
  if (filter.gte) conditions.push(gte(column, new Date(filter.gte)));
  if (filter.lt) conditions.push(lt(column, new Date(filter.lt)));
  if (filter.lte) conditions.push(lte(column, new Date(filter.lte)));
  return conditions;
}
