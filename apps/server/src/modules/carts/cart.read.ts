import { and, eq, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, Executor, Tx } from '../../platform/db/client.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { createBuiltInRegistry } from '../../platform/providers/built-in.js';
import type { ProviderRegistry } from '../../platform/providers/registry.js';
import { stockScopeCteText } from '../inventory/inventory.stock.js';
import { listOf, object, stamp, times } from '../../platform/db/json.js';
import { productScalarJson, variantJson } from '../products/products.query.js';
import { findRegion } from '../regions/regions.query.js';
import { toRegion } from '../regions/regions.mapper.js';
import { region } from '../regions/regions.tables.js';
import { productProfileIdSql } from '../shipping/product-profile.js';
import { cartTotals } from './cart-totals.js';
import type { ApplicableRate } from '../tax-rates/tax-calculation.js';

/**
 * The whole v1 cart (region with its countries, items with their variant and product, tax
 * lines, shipping methods with their option, payment sessions, addresses, customer, sales
 * channel and every total) in two SQL statements whatever the number of lines: one builds the
 * cart as JSON in PostgreSQL, one reads its region as the regions area answers it. Totals are
 * worked out here by `cartTotals` from the stored prices and tax lines.
 */

export interface ReadCartOptions {
  /** Which payment providers the server offers (the region's `is_installed`); built-in ones by default. */
  providers?: ProviderRegistry;
}

/** The v1 cart as the store API answers it. */
export type WireCart = Record<string, unknown> & {
  id: string;
  region_id: string;
  completed_at: string | null;
  items: WireItem[];
  shipping_methods: WireShippingMethod[];
  payment_sessions: WirePaymentSession[];
  payment_session: WirePaymentSession | null;
  total: number;
};

export type WireItem = Record<string, unknown> & {
  id: string;
  variant_id: string | null;
  quantity: number;
  unit_price: number;
  title: string;
};

export type WireShippingMethod = Record<string, unknown> & {
  id: string;
  shipping_option_id: string;
  price: number;
};

export interface WirePaymentSession {
  id: string;
  created_at: string;
  updated_at: string;
  cart_id: string | null;
  provider_id: string;
  is_selected: boolean | null;
  is_initiated: boolean;
  status: string;
  data: Record<string, unknown>;
  idempotency_key: string | null;
  amount: number | null;
  payment_authorized_at: string | null;
}

interface TaxLineJson {
  rate: number;
  name: string;
  code: string | null;
}

interface CartDoc {
  cart: Record<string, unknown> & { id: string; region_id: string };
  items: (WireItem & {
    includes_tax: boolean;
    tax_lines: TaxLineJson[];
    variant: (Record<string, unknown> & { product: Record<string, unknown> | null }) | null;
    profile: Record<string, unknown> | null;
  })[];
  shipping_methods: (WireShippingMethod & { includes_tax: boolean; tax_lines: TaxLineJson[] })[];
  payment_sessions: WirePaymentSession[];
}

const addressJson = (a: string) =>
  object([
    ['id', `${a}.id`],
    ...times(a, true),
    ['customer_id', `${a}.customer_id`],
    ['company', `${a}.company`],
    ['first_name', `${a}.first_name`],
    ['last_name', `${a}.last_name`],
    ['address_1', `${a}.address_1`],
    ['address_2', `${a}.address_2`],
    ['city', `${a}.city`],
    ['country_code', `${a}.country_code`],
    ['province', `${a}.province`],
    ['postal_code', `${a}.postal_code`],
    ['phone', `${a}.phone`],
    ['metadata', `${a}.metadata`],
  ]);

const addressOf = (column: string) =>
  `(SELECT ${addressJson('ad')} FROM address ad WHERE ad.store_id = c.store_id AND ad.id = c.${column})`;

const customerJson = `(SELECT ${object([
  ['id', 'cu.id'],
  ...times('cu', true),
  ['email', 'cu.email'],
  ['first_name', 'cu.first_name'],
  ['last_name', 'cu.last_name'],
  ['billing_address_id', 'cu.billing_address_id'],
  ['phone', 'cu.phone'],
  ['has_account', 'cu.has_account'],
  ['metadata', 'cu.metadata'],
])} FROM customer cu WHERE cu.store_id = c.store_id AND cu.id = c.customer_id)`;

const salesChannelJson = `(SELECT ${object([
  ['id', 'sc.id'],
  ...times('sc', true),
  ['name', 'sc.name'],
  ['description', 'sc.description'],
  ['is_disabled', 'sc.is_disabled'],
  ['metadata', 'sc.metadata'],
])} FROM sales_channel sc WHERE sc.store_id = c.store_id AND sc.id = c.sales_channel_id)`;

const taxLinesOf = (table: string, column: string, owner: string) =>
  listOf(
    object([
      ['rate', 't.rate::float8'],
      ['name', 't.name'],
      ['code', 't.code'],
      [column, `t.${column}`],
    ]),
    `${table} t WHERE t.store_id = ${owner}.store_id AND t.${column} = ${owner}.id`,
    't.created_at, t.id',
  );

const profileJson = object([
  ['id', 'sp.id'],
  ...times('sp', true),
  ['name', 'sp.name'],
  ['type', 'sp.type'],
  ['metadata', 'sp.metadata'],
]);

const itemJson = object([
  ['id', 'li.id'],
  ['created_at', stamp('li.created_at')],
  ['updated_at', stamp('li.updated_at')],
  ['cart_id', 'li.cart_id'],
  ['order_id', 'li.order_id'],
  ['swap_id', 'null'],
  ['claim_order_id', 'null'],
  ['original_item_id', 'null'],
  ['order_edit_id', 'null'],
  ['title', 'li.title'],
  ['description', 'li.description'],
  ['thumbnail', 'li.thumbnail'],
  ['is_return', 'li.is_return'],
  ['is_giftcard', 'li.is_giftcard'],
  ['should_merge', 'li.should_merge'],
  ['allow_discounts', 'li.allow_discounts'],
  ['has_shipping', 'li.has_shipping'],
  ['unit_price', 'li.unit_price'],
  ['variant_id', 'li.variant_id'],
  ['quantity', 'li.quantity'],
  ['fulfilled_quantity', 'li.fulfilled_quantity'],
  ['returned_quantity', 'li.returned_quantity'],
  ['shipped_quantity', 'li.shipped_quantity'],
  ['metadata', 'li.metadata'],
  ['includes_tax', 'li.includes_tax'],
  ['tax_lines', taxLinesOf('line_item_tax_line', 'item_id', 'li')],
  [
    'variant',
    `CASE WHEN v.id IS NULL THEN NULL ELSE ${variantJson('v', {
      withOptions: false,
      withPrices: false,
      priced: false,
    })} END`,
  ],
  ['product', `CASE WHEN p.id IS NULL THEN NULL ELSE ${productScalarJson('p')} END`],
  ['profile', `CASE WHEN sp.id IS NULL THEN NULL ELSE ${profileJson} END`],
]);

const itemsJson = listOf(
  itemJson,
  `line_item li
    LEFT JOIN product_variant v ON v.store_id = li.store_id AND v.id = li.variant_id
    LEFT JOIN product p ON p.store_id = v.store_id AND p.id = v.product_id
    LEFT JOIN shipping_profile sp ON sp.store_id = p.store_id AND sp.id = ${productProfileIdSql('p')}
   WHERE li.store_id = c.store_id AND li.cart_id = c.id`,
  'li.created_at, li.id',
);

const optionJson = object([
  ['id', 'so.id'],
  ...times('so', true),
  ['name', 'so.name'],
  ['region_id', 'so.region_id'],
  ['profile_id', 'so.profile_id'],
  ['provider_id', 'so.provider_id'],
  ['price_type', 'so.price_type'],
  ['amount', 'so.amount'],
  ['is_return', 'so.is_return'],
  ['admin_only', 'so.admin_only'],
  ['includes_tax', 'so.includes_tax'],
  ['data', 'so.data'],
  ['metadata', 'so.metadata'],
]);

const shippingMethodsJson = listOf(
  object([
    ['id', 'sm.id'],
    ['shipping_option_id', 'sm.shipping_option_id'],
    ['order_id', 'sm.order_id'],
    ['claim_order_id', 'null'],
    ['cart_id', 'sm.cart_id'],
    ['swap_id', 'null'],
    ['return_id', 'null'],
    ['price', 'sm.price'],
    ['data', 'sm.data'],
    ['includes_tax', 'sm.includes_tax'],
    ['shipping_option', optionJson],
    ['tax_lines', taxLinesOf('shipping_method_tax_line', 'shipping_method_id', 'sm')],
  ]),
  `shipping_method sm JOIN shipping_option so ON so.store_id = sm.store_id AND so.id = sm.shipping_option_id
   WHERE sm.store_id = c.store_id AND sm.cart_id = c.id`,
  'sm.created_at, sm.id',
);

const paymentSessionsJson = listOf(
  object([
    ['id', 'ps.id'],
    ['created_at', stamp('ps.created_at')],
    ['updated_at', stamp('ps.updated_at')],
    ['cart_id', 'ps.cart_id'],
    ['provider_id', 'ps.provider_id'],
    ['is_selected', 'ps.is_selected'],
    ['is_initiated', 'ps.is_initiated'],
    ['status', 'ps.status'],
    ['data', 'ps.data'],
    ['idempotency_key', 'ps.idempotency_key'],
    ['amount', 'ps.amount'],
    ['payment_authorized_at', stamp('ps.payment_authorized_at')],
  ]),
  'payment_session ps WHERE ps.store_id = c.store_id AND ps.cart_id = c.id',
  'ps.created_at, ps.provider_id',
);

const cartScalars = object([
  ['object', `'cart'`],
  ['id', 'c.id'],
  ...times('c', true),
  ['email', 'c.email'],
  ['billing_address_id', 'c.billing_address_id'],
  ['shipping_address_id', 'c.shipping_address_id'],
  ['region_id', 'c.region_id'],
  ['customer_id', 'c.customer_id'],
  ['payment_id', 'c.payment_id'],
  ['type', 'c.type'],
  ['completed_at', stamp('c.completed_at')],
  ['payment_authorized_at', stamp('c.payment_authorized_at')],
  ['idempotency_key', 'c.idempotency_key'],
  ['context', 'c.context'],
  ['metadata', 'c.metadata'],
  ['sales_channel_id', 'c.sales_channel_id'],
  ['billing_address', addressOf('billing_address_id')],
  ['shipping_address', addressOf('shipping_address_id')],
  ['customer', customerJson],
  ['sales_channel', salesChannelJson],
]);

// The stock a variant shows (`inventory_quantity`) is counted over the locations of the cart's
// sales channel, the store's default channel when the cart has none.
const stockScope = stockScopeCteText(
  'store',
  '(SELECT store_id FROM k)',
  `ARRAY[(SELECT coalesce(c.sales_channel_id, s.default_sales_channel_id)
     FROM c JOIN store s ON s.id = c.store_id)]`,
);

const cartDocText = `,
  c AS MATERIALIZED (SELECT cart.* FROM cart JOIN k ON cart.store_id = k.store_id AND cart.id = k.cart_id
    WHERE cart.deleted_at IS NULL),
  ${stockScope}
  SELECT json_build_object(
    'cart', ${cartScalars},
    'items', ${itemsJson},
    'shipping_methods', ${shippingMethodsJson},
    'payment_sessions', ${paymentSessionsJson})::text AS doc
  FROM c`;

async function readDoc(tx: Executor, storeId: string, cartId: string): Promise<CartDoc | null> {
  const result = (await tx.execute(
    sql`WITH k AS (SELECT ${storeId}::text AS store_id, ${cartId}::text AS cart_id)${sql.raw(cartDocText)}`,
  )) as unknown as { rows: { doc: string }[] };
  const doc = result.rows[0]?.doc;
  return doc ? (JSON.parse(doc) as CartDoc) : null;
}

const rates = (lines: readonly TaxLineJson[]): ApplicableRate[] =>
  lines.map(({ rate, name, code }) => ({ rate, name, code }));

let builtIn: ProviderRegistry | undefined;

/**
 * A transaction on carts, their lines, shipping methods and payment sessions: none of them is
 * catalogue data, so its commit keeps this process's cached catalogue answers and publishable
 * keys (platform/db/tx.ts, `catalog: false`). Completing a cart reserves stock and uses a plain
 * tenant transaction.
 */
export function cartTx<T>(db: Db, storeId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return withTenantTx(db, storeId, fn, { catalog: false });
}

/** The cart as the store API answers it, with its totals; null when the store has no such cart. */
export async function readCart(
  db: Executor,
  storeId: string,
  cartId: string,
  options: ReadCartOptions = {},
): Promise<WireCart | null> {
  const providers = options.providers ?? (builtIn ??= createBuiltInRegistry());
  const read = async (tx: Executor) => {
    const doc = await readDoc(tx, storeId, cartId);
    if (!doc) return null;
    const found = await findRegion(
      tx as Tx,
      // A region deleted since still answers with the cart (its carts keep their prices).
      and(eq(region.storeId, storeId), eq(region.id, doc.cart.region_id)),
    );
    return { doc, region: found ? toRegion(found, providers) : null };
  };
  const read_ =
    db instanceof PgTransaction ? await read(db) : await cartTx(db as Db, storeId, read);
  return read_ ? toWireCart(read_.doc, read_.region) : null;
}

/** Puts the totals of `cartTotals` on the cart, its items and its shipping methods. */
function toWireCart(doc: CartDoc, wireRegion: Record<string, unknown> | null): WireCart {
  const totals = cartTotals({
    items: doc.items.map((item) => ({
      id: item.id,
      unitPrice: item.unit_price,
      quantity: item.quantity,
      includesTax: item.includes_tax,
      rates: rates(item.tax_lines),
    })),
    shippingMethods: doc.shipping_methods.map((method) => ({
      id: method.id,
      price: method.price,
      includesTax: method.includes_tax,
      rates: rates(method.tax_lines),
    })),
  });
  const { items: itemTotals, shipping_methods: methodTotals, ...cartFigures } = totals;
  const items = doc.items.map((item, index) => {
    const { product, profile, variant, ...line } = item;
    const {
      tax_lines: _shares,
      id: _id,
      unit_price: _price,
      quantity: _qty,
      ...figures
    } = itemTotals[index]!;
    return {
      ...line,
      adjustments: [],
      variant: variant && {
        ...variant,
        product: product && {
          ...product,
          profiles: profile ? [profile] : [],
          profile,
        },
      },
      ...figures,
    };
  });
  const shippingMethods = doc.shipping_methods.map((method, index) => {
    const { tax_lines: _shares, id: _id, price: _price, ...figures } = methodTotals[index]!;
    return { ...method, ...figures };
  });
  const selected = doc.payment_sessions.find((session) => session.is_selected) ?? null;
  return {
    ...doc.cart,
    discounts: [],
    gift_cards: [],
    items,
    payment: null,
    payment_sessions: doc.payment_sessions,
    payment_session: selected,
    region: wireRegion,
    shipping_methods: shippingMethods,
    ...cartFigures,
  } as unknown as WireCart;
}
