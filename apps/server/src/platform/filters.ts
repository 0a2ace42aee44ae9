import type { DateFilter } from '@storedesk/contract';
import { gt, gte, lt, lte, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** `created_at[gt]=...` and friends as conditions on one timestamp column. */
export function dateConditions(column: PgColumn, filter: DateFilter | undefined): SQL[] {
  if (!filter) return [];
  const conditions: SQL[] = [];
  if (filter.gt) conditions.push(gt(column, new Date(filter.gt)));
  if (filter.gte) conditions.push(gte(column, new Date(filter.gte)));
  if (filter.lt) conditions.push(lt(column, new Date(filter.lt)));
  if (filter.lte) conditions.push(lte(column, new Date(filter.lte)));
  return conditions;
}

/** An ILIKE pattern matching `text` anywhere, with `%`, `_` and `\` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
