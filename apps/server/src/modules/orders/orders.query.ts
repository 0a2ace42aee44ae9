import { tenantRead, TenantQuery } from '../../platform/db/tx.js';
import type {
  ClaimOrder,
  Return,
  Swap,
  ORDER_FULFILLMENT_STATUSES,
  ORDER_PAYMENT_STATUSES,
  ORDER_STATUSES,
} from '@storedesk/contract';
import type { Executor } from '../../platform/db/client.js';
import { StoredeskError } from '../../platform/errors.js';
import { containsPattern } from '../../platform/list.js';
import { stockScopeCteText } from '../stock/stock.js';
import { columns, object, stamp, times } from '../../platform/db/json.js';
import { lineItemsOf, type LineItemJson } from '../carts/line-item.shape.js';
import { shippingMethodsOf, type ShippingMethodJson } from '../carts/shipping-method.shape.js';
import { addressOf, customerOf, type AddressJson } from '../customers/customer.shape.js';
import { salesChannelOf } from '../sales-channels/sales-channel.shape.js';
import { fulfillmentsOf } from './fulfillment.shape.js';
import { paymentsOf, type PaymentJson } from './payment.shape.js';
import { refundsOf } from './refund.shape.js';
import { returnsOf } from './return.shape.js';
import { swapsOf } from './swap.shape.js';
import { claimsOf } from './claim.shape.js';

/**
 * Order reads as ONE SQL statement, whatever the number of orders, lines or payments: PostgreSQL
 * builds each order with its lines (and their tax lines and variants), shipping methods,
 * payments, region, addresses and customer as JSON; orders.mapper.ts adds the totals with the
 * carts' totals function. Everything spliced into the SQL text is a constant of this file or of
 * the `*.shape.ts` fragments it composes; values from the request travel as parameters.
 */

const region = `(SELECT ${object([
  ['id', 'r.id'],
  ...times('r', true),
  ...columns('r', [
    'name',
    'currency_code',
    'tax_rate',
    'tax_code',
    'gift_cards_taxable',
    'automatic_taxes',
    'tax_provider_id',
    'includes_tax',
    'metadata',
  ]),
])} FROM region r WHERE r.store_id = o.store_id AND r.id = o.region_id)`;

/**
 * The relations of an order that need none of its lines: in every full answer, and all a lean
 * answer may carry (`expand`).
 */
const LEAN_RELATIONS = {
  customer: customerOf('o'),
  shipping_address: addressOf('o', 'shipping_address_id'),
  billing_address: addressOf('o', 'billing_address_id'),
  region,
  sales_channel: salesChannelOf('o'),
  payments: paymentsOf('o'),
  fulfillments: fulfillmentsOf('o'),
  refunds: refundsOf('o'),
  returns: returnsOf('o'),
};

/** The order's columns answered as stored: those v1 puts before `canceled_at`, then after. */
const COLUMNS_BEFORE_CANCELED = [
  'status',
  'fulfillment_status',
  'payment_status',
  'display_id',
  'cart_id',
  'customer_id',
  'email',
  'billing_address_id',
  'shipping_address_id',
  'region_id',
  'currency_code',
  'tax_rate',
  'draft_order_id',
];
const COLUMNS_AFTER_CANCELED = [
  'metadata',
  'no_notification',
  'idempotency_key',
  'external_id',
  'sales_channel_id',
];

/** One order row `o` with every relation the store and admin answer, as JSON. */
const orderJson = object([
  ['id', 'o.id'],
  ...times('o', 'omit'),
  ...columns('o', COLUMNS_BEFORE_CANCELED),
  ['canceled_at', stamp('o.canceled_at')],
  ...columns('o', COLUMNS_AFTER_CANCELED),
  ['billing_address', LEAN_RELATIONS.billing_address],
  ['shipping_address', LEAN_RELATIONS.shipping_address],
  ['region', LEAN_RELATIONS.region],
  ['customer', LEAN_RELATIONS.customer],
  ['items', lineItemsOf('o', 'order')],
  ['shipping_methods', shippingMethodsOf('o', 'order')],
  ['payments', LEAN_RELATIONS.payments],
  ['fulfillments', LEAN_RELATIONS.fulfillments],
  ['refunds', LEAN_RELATIONS.refunds],
  ['returns', LEAN_RELATIONS.returns],
  // Not lean: a swap's new lines carry their variants' stock (`stock_scope`).
  ['swaps', swapsOf('o')],
  ['claims', claimsOf('o')],
  ['sales_channel', LEAN_RELATIONS.sales_channel],
]);

/** An order's own fields a `fields` list may name, each as SQL over the row `o`. */
const ORDER_FIELDS: Record<string, string> = {
  id: 'o.id',
  created_at: stamp('o.created_at'),
  updated_at: stamp('o.updated_at'),
  canceled_at: stamp('o.canceled_at'),
  ...Object.fromEntries(columns('o', [...COLUMNS_BEFORE_CANCELED, ...COLUMNS_AFTER_CANCELED])),
  // The totals as placed (columns of the order) and what was paid and given back.
  subtotal: 'coalesce(o.subtotal, 0)',
  shipping_total: 'coalesce(o.shipping_total, 0)',
  tax_total: 'coalesce(o.tax_total, 0)',
  discount_total: 'coalesce(o.discount_total, 0)',
  total: 'coalesce(o.total, 0)',
  gift_card_total: '0',
  paid_total: `(SELECT coalesce(sum(coalesce(p.amount_captured, p.amount)), 0)::int FROM payment p
    WHERE p.store_id = o.store_id AND p.order_id = o.id AND p.canceled_at IS NULL)`,
  refunded_total: `(SELECT coalesce(sum(p.amount_refunded), 0)::int FROM payment p
    WHERE p.store_id = o.store_id AND p.order_id = o.id)`,
};

/** What a `fields` (and `expand`) request selects; null when the full order is wanted. */
export interface OrderSelection {
  fields: readonly string[];
  expand: readonly string[];
}

/**
 * Reads v1's `fields` and `expand` of an order list: with `fields`, the answer holds `id`,
 * `created_at`, those fields and the relations `expand` names, built by PostgreSQL from the
 * order's columns (the totals as placed), which is what a list page needs. Without `fields`, or
 * with a relation that needs the lines, every order is answered in full. An unknown name is a
 * 400 naming the parameter.
 */
export function orderSelection(
  fields: string | undefined,
  expand: string | undefined,
): OrderSelection | null {
  const names = (value: string | undefined) =>
    (value ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
  const wanted = names(fields);
  if (wanted.length === 0) return null;
  const unknown = wanted.filter((name) => !(name in ORDER_FIELDS) && !(name in LEAN_RELATIONS));
  if (unknown.length > 0) {
    throw new StoredeskError(
      'invalid_data',
      `fields: ${unknown.join(', ')} is not a field of an order (${Object.keys(ORDER_FIELDS).join(', ')})`,
    );
  }
  const relations = [...names(expand), ...wanted.filter((name) => name in LEAN_RELATIONS)];
  if (relations.some((name) => !(name in LEAN_RELATIONS))) return null;
  return {
    fields: wanted.filter((name) => name in ORDER_FIELDS),
    expand: [...new Set(relations)],
  };
}

const leanJson = (selection: OrderSelection) =>
  object([
    ...[...new Set(['id', 'created_at', ...selection.fields])].map((name): [string, string] => [
      name,
      ORDER_FIELDS[name]!,
    ]),
    ...selection.expand.map((name): [string, string] => [
      name,
      (LEAN_RELATIONS as Record<string, string>)[name]!,
    ]),
  ]);

/**
 * The admin list's filters (v1 `AdminGetOrdersParams`), each already read and checked; every
 * value becomes a parameter.
 */
export interface AdminOrderFilter {
  admin: true;
  q?: string | undefined;
  ids?: readonly string[] | undefined;
  statuses?: readonly string[] | undefined;
  fulfillmentStatuses?: readonly string[] | undefined;
  paymentStatuses?: readonly string[] | undefined;
  displayId?: number | undefined;
  cartId?: string | undefined;
  customerId?: string | undefined;
  email?: string | undefined;
  regionIds?: readonly string[] | undefined;
  currencyCode?: string | undefined;
  salesChannelIds?: readonly string[] | undefined;
  dates?: ReadonlyArray<{
    column: 'created_at' | 'updated_at' | 'canceled_at';
    op: string;
    value: string;
  }>;
  /** `created_at` (default), `updated_at`, `display_id`, `total`, `email`; desc unless asc. */
  sort?: { column: string; direction: 'asc' | 'desc' } | undefined;
}

/** Which orders a read is about; each value becomes a parameter. */
export type OrderFilter =
  | { id: string }
  | { cartId: string }
  | { displayId: number; email: string }
  | { customerId: string }
  | AdminOrderFilter;

const SORTABLE: Record<string, string> = {
  created_at: 'o.created_at',
  updated_at: 'o.updated_at',
  display_id: 'o.display_id',
  total: 'o.total',
  email: 'o.email',
};

const COMPARISONS: Record<string, string> = { lt: '<', lte: '<=', gt: '>', gte: '>=' };

export function adminWhere(filter: AdminOrderFilter, query: TenantQuery): string {
  const terms: string[] = [];
  const any = (column: string, values: readonly string[] | undefined) => {
    if (values?.length) terms.push(`${column} = ANY(${query.list(values)})`);
  };
  any('o.id', filter.ids);
  any('o.status', filter.statuses);
  any('o.fulfillment_status', filter.fulfillmentStatuses);
  any('o.payment_status', filter.paymentStatuses);
  any('o.region_id', filter.regionIds);
  any('o.sales_channel_id', filter.salesChannelIds);
  if (filter.displayId !== undefined)
    terms.push(`o.display_id = ${query.param(filter.displayId)}::int`);
  if (filter.cartId) terms.push(`o.cart_id = ${query.param(filter.cartId)}`);
  if (filter.customerId) terms.push(`o.customer_id = ${query.param(filter.customerId)}`);
  if (filter.email) terms.push(`lower(o.email) = lower(${query.param(filter.email)})`);
  if (filter.currencyCode) {
    terms.push(`o.currency_code = lower(${query.param(filter.currencyCode)})`);
  }
  for (const date of filter.dates ?? []) {
    terms.push(`o.${date.column} ${COMPARISONS[date.op]!} ${query.param(date.value)}::timestamptz`);
  }
  const q = filter.q?.trim();
  if (q) {
    // The order's number (`1042` or `#1042`), or part of its email or its customer's name,
    // found through their trigram indexes by storedesk_order_search (migration 0038).
    const number = /^#?\d{1,9}$/.test(q) ? Number(q.replace('#', '')) : null;
    terms.push(`(${number !== null ? `o.display_id = ${query.param(number)}::int OR ` : ''}o.id = ANY(ARRAY(
      SELECT order_id FROM storedesk_order_search(${query.param(containsPattern(q))}))))`);
  }
  return terms.length ? terms.join(' AND ') : 'true';
}

/**
 * How many orders match. Every order takes the store's next display id in the transaction that
 * writes it, numbers have no gaps and orders are never deleted, so the last number given is the
 * count of all the store's orders: an unfiltered list reads one row instead of counting them.
 */
function countOf(filter: OrderFilter, store: string, where: string): string {
  const unfiltered =
    'admin' in filter &&
    !filter.q?.trim() &&
    !filter.ids?.length &&
    !filter.statuses?.length &&
    !filter.fulfillmentStatuses?.length &&
    !filter.paymentStatuses?.length &&
    filter.displayId === undefined &&
    !filter.cartId &&
    !filter.customerId &&
    !filter.email &&
    !filter.regionIds?.length &&
    !filter.currencyCode &&
    !filter.salesChannelIds?.length &&
    !filter.dates?.length;
  return unfiltered
    ? `coalesce((SELECT d.last_value FROM order_display_id d WHERE d.store_id = ${store}), 0)`
    : `(SELECT count(*) FROM "order" o WHERE ${where})`;
}

function orderByOf(filter: OrderFilter): string {
  const sort = 'admin' in filter ? filter.sort : undefined;
  const column = (sort && SORTABLE[sort.column]) ?? 'o.created_at';
  const direction = sort?.direction === 'asc' ? 'ASC' : 'DESC';
  // Only `total` may be null (orders placed before it was kept); the other columns are read
  // backwards along their indexes, which a NULLS clause would prevent.
  const nulls = column === 'o.total' ? ' NULLS LAST' : '';
  return `${column} ${direction}${nulls}, o.id ${direction}`;
}

function whereOf(filter: OrderFilter, query: TenantQuery): string {
  if ('admin' in filter) return adminWhere(filter, query);
  if ('id' in filter) return `o.id = ${query.param(filter.id)}`;
  if ('cartId' in filter) return `o.cart_id = ${query.param(filter.cartId)}`;
  if ('displayId' in filter) {
    return `o.display_id = ${query.param(filter.displayId)}::int AND lower(o.email) = lower(${query.param(filter.email)})`;
  }
  return `o.customer_id = ${query.param(filter.customerId)}`;
}

/**
 * The orders matching `filter`, newest first, one page of them and how many match in all, in
 * one statement. The rows are the raw JSON of orderJson (see orders.mapper.ts), or, with a
 * `selection`, the lean answer the list asked for (no mapping needed).
 */
export async function readOrderRows(
  db: Executor,
  storeId: string,
  filter: OrderFilter,
  page: { limit: number; offset: number } = { limit: 2, offset: 0 },
  selection: OrderSelection | null = null,
): Promise<{ rows: OrderRow[]; count: number }> {
  const query = new TenantQuery();
  const store = query.param(storeId);
  const where = `o.store_id = ${store} AND ${whereOf(filter, query)}`;
  // A line's variant answers its available stock as the catalogue does (the locations of the
  // store's default sales channel).
  const orderBy = orderByOf(filter);
  // A text search reads every order once: its matches are kept (a few, usually) and both
  // counted and paged from there, instead of scanning twice.
  const searched = 'admin' in filter && Boolean(filter.q?.trim());
  const source = searched ? 'matched' : '"order"';
  const text = `WITH ${stockScopeCteText('store', store, null)}
    ${searched ? `, matched AS MATERIALIZED (SELECT * FROM "order" o WHERE ${where})` : ''}
    SELECT json_build_object(
      'count', ${searched ? '(SELECT count(*) FROM matched)' : countOf(filter, store, where)},
      'rows', coalesce((SELECT json_agg(${selection ? leanJson(selection) : orderJson} ORDER BY ${orderBy})
        FROM (SELECT * FROM ${source} o ${searched ? '' : `WHERE ${where}`}
          ORDER BY ${orderBy}
          LIMIT ${query.param(page.limit)}::int OFFSET ${query.param(page.offset)}::int) o), '[]'::json)
    )::text`;
  const json = await tenantRead(db, storeId, text, query);
  return json ? (JSON.parse(json) as { rows: OrderRow[]; count: number }) : { rows: [], count: 0 };
}

export interface FulfillmentRow {
  id: string;
  location_id: string | null;
  provider_id: string;
  shipped_at: string | null;
  canceled_at: string | null;
  items: Array<{ fulfillment_id: string; item_id: string; quantity: number }>;
  [key: string]: unknown;
}

export interface RefundRow {
  id: string;
  amount: number;
  payment_id: string;
  status: string;
  [key: string]: unknown;
}

export interface OrderRow {
  id: string;
  created_at: string;
  updated_at: string;
  status: (typeof ORDER_STATUSES)[number];
  fulfillment_status: (typeof ORDER_FULFILLMENT_STATUSES)[number];
  payment_status: (typeof ORDER_PAYMENT_STATUSES)[number];
  display_id: number;
  cart_id: string | null;
  customer_id: string | null;
  email: string;
  region_id: string;
  currency_code: string;
  sales_channel_id: string | null;
  metadata: Record<string, unknown> | null;
  canceled_at: string | null;
  shipping_address: AddressJson | null;
  billing_address: AddressJson | null;
  items: LineItemJson[];
  shipping_methods: ShippingMethodJson[];
  payments: PaymentJson[];
  fulfillments: FulfillmentRow[];
  refunds: RefundRow[];
  returns?: Return[];
  swaps?: Swap[];
  claims?: ClaimOrder[];
  [key: string]: unknown;
}

/** How many orders match an admin filter (the export's count), in one statement. */
export async function countOrders(
  db: Executor,
  storeId: string,
  filter: AdminOrderFilter,
): Promise<number> {
  const query = new TenantQuery();
  const store = query.param(storeId);
  const where = `o.store_id = ${store} AND ${adminWhere(filter, query)}`;
  const text = `SELECT count(*)::text FROM "order" o WHERE ${where}`;
  return Number((await tenantRead(db, storeId, text, query)) ?? 0);
}

/** One order as the export writes it: the order's columns, its customer and shipping address. */
export interface ExportRow {
  id: string;
  display_id: number;
  status: string;
  created_at: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  customer_id: string | null;
  address_1: string | null;
  address_2: string | null;
  country_code: string | null;
  city: string | null;
  postal_code: string | null;
  region_id: string;
  fulfillment_status: string;
  payment_status: string;
  subtotal: number | null;
  shipping_total: number | null;
  discount_total: number | null;
  refunded_total: number;
  tax_total: number | null;
  total: number | null;
  currency_code: string;
  digits: number;
  sales_channel: string | null;
}

/**
 * One page of the export: orders matching `filter` after display id `after`, in display id
 * order, with what a CSV row needs, in one statement (the totals are the order's columns).
 */
export async function readExportPage(
  db: Executor,
  storeId: string,
  filter: AdminOrderFilter,
  after: number,
  limit: number,
): Promise<ExportRow[]> {
  const query = new TenantQuery();
  const store = query.param(storeId);
  const where = `o.store_id = ${store} AND ${adminWhere(filter, query)} AND o.display_id > ${query.param(after)}::int`;
  const text = `SELECT coalesce(json_agg(json_build_object(
      'id', o.id, 'display_id', o.display_id, 'status', o.status,
      'created_at', ${stamp('o.created_at')},
      'first_name', c.first_name, 'last_name', c.last_name, 'email', o.email,
      'customer_id', o.customer_id,
      'address_1', a.address_1, 'address_2', a.address_2, 'country_code', a.country_code,
      'city', a.city, 'postal_code', a.postal_code, 'region_id', o.region_id,
      'fulfillment_status', o.fulfillment_status, 'payment_status', o.payment_status,
      'subtotal', o.subtotal, 'shipping_total', o.shipping_total,
      'discount_total', o.discount_total,
      'refunded_total', (SELECT coalesce(sum(p.amount_refunded), 0) FROM payment p
        WHERE p.store_id = o.store_id AND p.order_id = o.id),
      'tax_total', o.tax_total, 'total', o.total, 'currency_code', o.currency_code,
      'digits', coalesce(cur.decimal_digits, 2), 'sales_channel', sc.name
    ) ORDER BY o.display_id), '[]'::json)::text
    FROM (SELECT * FROM "order" o WHERE ${where} ORDER BY o.display_id
      LIMIT ${query.param(limit)}::int) o
    LEFT JOIN customer c ON c.store_id = o.store_id AND c.id = o.customer_id
    LEFT JOIN address a ON a.store_id = o.store_id AND a.id = o.shipping_address_id
    LEFT JOIN sales_channel sc ON sc.store_id = o.store_id AND sc.id = o.sales_channel_id
    LEFT JOIN currency cur ON cur.code = o.currency_code`;
  return JSON.parse((await tenantRead(db, storeId, text, query)) ?? '[]') as ExportRow[];
}
