import { listOf, object, times } from '../../platform/db/json.js';
import type { ApplicableRate } from '../taxes/tax-calculation.js';

/*
 * The tax lines of a line item or a shipping method. A cart answers the rates that apply
 * (`rate`, `name`, `code` and the owner's id), as v1 works them out for a cart; an order
 * answers its stored rows whole (with their id, times and metadata), as v1 answers an order's.
 */

/** Whose tax lines: a line item's or a shipping method's, each in a table of its own. */
const OWNERS = {
  item: { table: 'line_item_tax_line', column: 'item_id' },
  shipping_method: { table: 'shipping_method_tax_line', column: 'shipping_method_id' },
} as const;

export type TaxLineOwner = keyof typeof OWNERS;

/** One tax line as the fragment writes it (the owner's id under `item_id` or `shipping_method_id`). */
export interface TaxLineJson {
  rate: number;
  name: string;
  code: string | null;
  [key: string]: unknown;
}

/** A tax line row `alias` of an `owner`; `stored`: the row whole, as an order answers it. */
export function taxLineJson(alias: string, owner: TaxLineOwner, stored: boolean): string {
  const { column } = OWNERS[owner];
  return object([
    ...(stored ? ([['id', `${alias}.id`], ...times(alias, 'omit')] as [string, string][]) : []),
    // numeric(6,3) as a JSON number without the trailing zeros of its scale.
    ['rate', `${alias}.rate::float8`],
    ['name', `${alias}.name`],
    ['code', `${alias}.code`],
    ...(stored ? ([['metadata', `${alias}.metadata`]] as [string, string][]) : []),
    [column, `${alias}.${column}`],
  ]);
}

/** The tax lines of the line item or shipping method row `alias`, oldest first. */
export function taxLinesOf(owner: TaxLineOwner, alias: string, stored: boolean): string {
  const { table, column } = OWNERS[owner];
  return listOf(
    taxLineJson('t', owner, stored),
    `${table} t WHERE t.store_id = ${alias}.store_id AND t.${column} = ${alias}.id`,
    't.created_at, t.id',
  );
}

/** The rates tax lines apply, as the totals function takes them. */
export const appliedRates = (lines: readonly TaxLineJson[]): ApplicableRate[] =>
  lines.map(({ rate, name, code }) => ({ rate: Number(rate), name, code }));
