import {
  CUSTOMER_ORDERS_LIMIT,
  type AdminCustomer,
  type CUSTOMER_ORDER_FIELDS,
  type CUSTOMER_RELATIONS,
  type DateFilter,
} from '@storedesk/contract';
import type { Executor } from '../../platform/db/client.js';
import { TenantQuery, tenantRead } from '../../platform/db/tx.js';
import { containsPattern, type Order, type Page, type Paging } from '../../platform/list.js';
import { object, stamp } from '../../platform/db/json.js';
import { addressOf, customerJson, savedAddressesOf } from './customer.shape.js';

/**
 * Admin customer reads as ONE SQL statement, whatever the page size and the relations asked
 * for: PostgreSQL builds each customer with its addresses and orders as JSON. Everything
 * spliced into the SQL text is a constant of this file or a column picked from the maps below;
 * values from the request travel as parameters.
 */

export type CustomerRelation = (typeof CUSTOMER_RELATIONS)[number];
export type CustomerOrderField = (typeof CUSTOMER_ORDER_FIELDS)[number];

const SORT_COLUMNS: Record<CustomerOrderField, string> = {
  created_at: 'c.created_at',
  updated_at: 'c.updated_at',
  email: 'c.email',
  first_name: 'c.first_name',
  last_name: 'c.last_name',
};

const orderJson = object([
  ['object', `'order'`],
  ['id', 'o.id'],
  ['display_id', 'o.display_id'],
  ['status', 'o.status'],
  ['payment_status', 'o.payment_status'],
  ['fulfillment_status', 'o.fulfillment_status'],
  ['created_at', stamp('o.created_at')],
  ['currency_code', 'o.currency_code'],
  ['email', 'o.email'],
  ['total', 'o.total'],
]);

/** Each relation's JSON for the customer row aliased `c`. */
const RELATIONS: Record<CustomerRelation, string> = {
  orders: `coalesce((SELECT json_agg(${orderJson} ORDER BY o.created_at DESC, o.id DESC)
    FROM (SELECT * FROM "order" o WHERE o.store_id = c.store_id AND o.customer_id = c.id
      ORDER BY o.created_at DESC, o.id DESC LIMIT ${CUSTOMER_ORDERS_LIMIT}) o), '[]'::json)`,
  shipping_addresses: savedAddressesOf('c'),
  billing_address: addressOf('c', 'billing_address_id'),
  // No customer groups yet: every customer is in none.
  groups: `'[]'::json`,
};

/** The customer row aliased `c` with the relations named, in v1's field order. */
function customerWith(relations: ReadonlySet<CustomerRelation>): string {
  return customerJson(
    'c',
    [...relations].map((name): [string, string] => [name, RELATIONS[name]]),
  );
}

/** What a customer list selects; each value becomes a parameter. */
export interface CustomerFilter {
  q?: string | undefined;
  hasAccount?: boolean | undefined;
  /** `groups` was given: no customer is in a group yet. */
  inGroups?: boolean | undefined;
  createdAt?: DateFilter | undefined;
  updatedAt?: DateFilter | undefined;
}

const OPERATORS = { gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;

function dateConditions(column: string, range: DateFilter | undefined, query: TenantQuery) {
  if (!range) return [];
  return (Object.keys(OPERATORS) as (keyof typeof OPERATORS)[])
    .filter((key) => range[key])
    .map((key) => `${column} ${OPERATORS[key]} ${query.param(range[key]!)}::timestamptz`);
}

function whereOf(storeId: string, filter: CustomerFilter, query: TenantQuery): string {
  const conditions = [`c.store_id = ${query.param(storeId)}`, 'c.deleted_at IS NULL'];
  if (filter.q) {
    const pattern = query.param(containsPattern(filter.q));
    conditions.push(`(c.email ILIKE ${pattern} OR c.first_name ILIKE ${pattern}
      OR c.last_name ILIKE ${pattern} OR c.phone ILIKE ${pattern}
      OR concat_ws(' ', c.first_name, c.last_name) ILIKE ${pattern})`);
  }
  if (filter.hasAccount !== undefined) {
    conditions.push(`c.has_account = ${query.param(filter.hasAccount)}::boolean`);
  }
  if (filter.inGroups) conditions.push('false');
  conditions.push(...dateConditions('c.created_at', filter.createdAt, query));
  conditions.push(...dateConditions('c.updated_at', filter.updatedAt, query));
  return conditions.join(' AND ');
}

/**
 * One page of the store's customers matching `filter`, in `order` (the id breaks ties), and how
 * many match in all, in one statement.
 */
export async function readCustomerPage(
  db: Executor,
  storeId: string,
  filter: CustomerFilter,
  list: Paging & { order: Order<CustomerOrderField> },
  relations: ReadonlySet<CustomerRelation>,
): Promise<Page<AdminCustomer>> {
  const query = new TenantQuery();
  const where = whereOf(storeId, filter, query);
  const direction = list.order.direction === 'asc' ? 'ASC' : 'DESC';
  const orderBy = `${SORT_COLUMNS[list.order.field]} ${direction}, c.id ${direction}`;
  const text = `SELECT json_build_object(
      'count', (SELECT count(*) FROM customer c WHERE ${where}),
      'rows', coalesce((SELECT json_agg(${customerWith(relations)} ORDER BY ${orderBy})
        FROM (SELECT * FROM customer c WHERE ${where} ORDER BY ${orderBy}
          LIMIT ${query.param(list.limit)}::int OFFSET ${query.param(list.offset)}::int) c),
        '[]'::json)
    )::text`;
  const json = await tenantRead(db, storeId, text, query);
  const found = json
    ? (JSON.parse(json) as { rows: AdminCustomer[]; count: number })
    : { rows: [], count: 0 };
  return { ...found, limit: list.limit, offset: list.offset };
}

/** The store's live customer with this id and the relations named, or undefined. */
export async function readCustomer(
  db: Executor,
  storeId: string,
  id: string,
  relations: ReadonlySet<CustomerRelation>,
): Promise<AdminCustomer | undefined> {
  const query = new TenantQuery();
  const text = `SELECT ${customerWith(relations)}::text FROM customer c
    WHERE c.store_id = ${query.param(storeId)} AND c.id = ${query.param(id)}
      AND c.deleted_at IS NULL`;
  const json = await tenantRead(db, storeId, text, query);
  return json ? (JSON.parse(json) as AdminCustomer) : undefined;
}
