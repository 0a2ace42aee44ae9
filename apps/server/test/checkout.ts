import { sql } from 'drizzle-orm';
import { withTenantTx } from '../src/platform/db/tx.js';
import { newId } from '../src/platform/ids.js';
import type {
  PaymentContext,
  PaymentData,
  StorePaymentProvider,
} from '../src/platform/providers/payment.js';
import { PaymentProviderError } from '../src/platform/providers/payment.js';
import type { TestApp } from './app.js';
import type { TestOrg } from './factories.js';
import { defaultRegionId } from './tax-shipping.js';

/**
 * Checkout fixtures for the orders tests: a cart ready to complete (email, shipping address,
 * lines with a tax line, a shipping method and a selected payment session) written straight to
 * the database, as the carts routes leave it, so completion is tested on its own. The
 * compatibility suite drives the same checkout through the real routes.
 */

export interface ReadyCart {
  id: string;
  itemIds: string[];
  regionId: string;
  /** What the shopper pays: lines and shipping with 19 % tax on top (unit prices exclude tax). */
  total: number;
}

export interface CartLine {
  variantId: string;
  quantity: number;
  unitPrice?: number;
}

export async function readyCart(
  test: TestApp,
  org: TestOrg,
  options: {
    lines: CartLine[];
    providerId?: string;
    /** What the shopper gave the provider (the test card). */
    sessionData?: Record<string, unknown>;
    email?: string;
    customerId?: string | null;
    shippingPrice?: number;
  },
): Promise<ReadyCart> {
  const regionId = await defaultRegionId(test, org);
  const id = newId('cart');
  const addressId = newId('addr');
  const itemIds = options.lines.map(() => newId('item'));
  const shippingPrice = options.shippingPrice ?? 500;
  const withTax = (amount: number) => amount + Math.round((amount * 19) / 100);
  const total =
    options.lines.reduce(
      (sum, line) => sum + withTax((line.unitPrice ?? 1000) * line.quantity),
      0,
    ) + withTax(shippingPrice);
  await withTenantTx(test.database.db, org.storeId, async (tx) => {
    const [option] = (
      (await tx.execute(sql`SELECT id FROM shipping_option WHERE store_id = ${org.storeId}
          AND region_id = ${regionId} AND NOT is_return ORDER BY created_at LIMIT 1`)) as unknown as {
        rows: { id: string }[];
      }
    ).rows;
    const optionId =
      option?.id ??
      (await (async () => {
        const created = newId('so');
        await tx.execute(sql`INSERT INTO shipping_option (store_id, id, name, region_id,
            profile_id, provider_id, price_type, amount, data)
          SELECT ${org.storeId}, ${created}, 'Standard', ${regionId}, sp.id, 'manual',
            'flat_rate', ${shippingPrice}, '{}'::jsonb
          FROM shipping_profile sp WHERE sp.store_id = ${org.storeId} AND sp.type = 'default'`);
        return created;
      })());
    await tx.execute(sql`INSERT INTO address (store_id, id, first_name, last_name, address_1,
        city, country_code, postal_code)
      VALUES (${org.storeId}, ${addressId}, 'Gus', 'Guest', '1 Main St', 'Berlin', 'de', '10115')`);
    await tx.execute(sql`INSERT INTO cart (store_id, id, email, region_id, customer_id,
        sales_channel_id, shipping_address_id)
      VALUES (${org.storeId}, ${id}, ${options.email ?? 'guest@example.com'}, ${regionId},
        ${options.customerId ?? null}, ${org.salesChannelId}, ${addressId})`);
    for (const [n, line] of options.lines.entries()) {
      await tx.execute(sql`INSERT INTO line_item (store_id, id, cart_id, title, description,
          unit_price, variant_id, quantity, has_shipping)
        VALUES (${org.storeId}, ${itemIds[n]}, ${id}, ${`Line ${n + 1}`}, 'One Size',
          ${line.unitPrice ?? 1000}, ${line.variantId}, ${line.quantity}, true)`);
      await tx.execute(sql`INSERT INTO line_item_tax_line (store_id, id, item_id, rate, name, code)
        VALUES (${org.storeId}, ${newId('litl')}, ${itemIds[n]}, 19, 'VAT', 'vat')`);
    }
    const methodId = newId('sm');
    await tx.execute(sql`INSERT INTO shipping_method (store_id, id, shipping_option_id, cart_id,
        price) VALUES (${org.storeId}, ${methodId}, ${optionId}, ${id}, ${shippingPrice})`);
    await tx.execute(sql`INSERT INTO shipping_method_tax_line (store_id, id, shipping_method_id,
        rate, name, code) VALUES (${org.storeId}, ${newId('smtl')}, ${methodId}, 19, 'VAT', 'vat')`);
    await tx.execute(sql`INSERT INTO payment_session (store_id, id, cart_id, provider_id,
        is_selected, is_initiated, status, data, amount)
      VALUES (${org.storeId}, ${newId('ps')}, ${id}, ${options.providerId ?? 'manual'}, true,
        true, 'pending', ${JSON.stringify(options.sessionData ?? {})}::jsonb, ${total})`);
  });
  return { id, itemIds, regionId, total };
}

/** Sets a variant's stock at the store's default location (reservations stay as they are). */
export async function setStock(
  test: TestApp,
  org: TestOrg,
  variantId: string,
  stocked: number,
): Promise<void> {
  await withTenantTx(test.database.db, org.storeId, (tx) =>
    tx.execute(sql`UPDATE inventory_level il SET stocked_quantity = ${stocked}
      FROM product_variant_inventory_item pvi
      WHERE pvi.store_id = ${org.storeId} AND pvi.variant_id = ${variantId}
        AND il.store_id = pvi.store_id AND il.inventory_item_id = pvi.inventory_item_id`),
  );
}

/** A variant's stock over all locations: what is stocked and what is reserved. */
export async function stockOf(
  test: TestApp,
  org: TestOrg,
  variantId: string,
): Promise<{ stocked: number; reserved: number }> {
  const rows = await withTenantTx(
    test.database.db,
    org.storeId,
    async (tx) =>
      (
        (await tx.execute(sql`SELECT coalesce(sum(il.stocked_quantity), 0)::int AS stocked,
            coalesce(sum(il.reserved_quantity), 0)::int AS reserved
          FROM inventory_level il JOIN product_variant_inventory_item pvi
            ON pvi.store_id = il.store_id AND pvi.inventory_item_id = il.inventory_item_id
          WHERE pvi.store_id = ${org.storeId} AND pvi.variant_id = ${variantId}`)) as unknown as {
          rows: { stocked: number; reserved: number }[];
        }
      ).rows,
  );
  return rows[0]!;
}

/** How many rows of a table belong to the store (orders, payments, reservations...). */
export async function countRows(
  test: TestApp,
  org: TestOrg,
  table: 'order' | 'payment' | 'reservation_item',
): Promise<number> {
  const rows = await withTenantTx(
    test.database.db,
    org.storeId,
    async (tx) =>
      (
        (await tx.execute(
          sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE store_id = ${org.storeId}`,
        )) as unknown as { rows: { n: number }[] }
      ).rows,
  );
  return rows[0]!.n;
}

/**
 * A payment provider standing in for a remote one that keeps idempotency keys, as Stripe does:
 * it counts the calls it gets and the authorisations it actually makes (one per key), and
 * answers a repeated key with the first result.
 */
export function countingPaymentProvider(id = 'counting') {
  const authorizations = new Map<string, PaymentData>();
  const calls: PaymentContext[] = [];
  const canceled: string[] = [];
  const provider: StorePaymentProvider = {
    id,
    isInstalled: () => true,
    initiate: async () => ({ status: 'pending', data: {} }),
    update: async (_context, data) => ({ status: 'pending', data }),
    async authorize(context, data) {
      calls.push(context);
      const known = authorizations.get(context.idempotencyKey);
      if (known) return { status: 'authorized', data: known };
      const made = {
        ...data,
        authorization: `auth_${authorizations.size + 1}`,
        amount: context.amount,
      };
      authorizations.set(context.idempotencyKey, made);
      return { status: 'authorized', data: made };
    },
    capture: async (_context, data) => data,
    refund: async (_context, data) => data,
    async cancel(context, data) {
      canceled.push(context.idempotencyKey);
      return { ...data, canceled: true };
    },
  };
  return { provider, calls, authorizations, canceled };
}

/** A provider that records its capture and refund calls and can be told to refuse or wait. */
export function bankProvider() {
  const captures: PaymentContext[] = [];
  const refunds: PaymentContext[] = [];
  const cancels: PaymentContext[] = [];
  const control = { refuseRefund: false, dropRefund: false, dropCapture: false, delayMs: 0 };
  const wait = () => new Promise((resolve) => setTimeout(resolve, control.delayMs));
  const provider: StorePaymentProvider = {
    id: 'bank',
    isInstalled: () => true,
    initiate: async () => ({ status: 'pending', data: {} }),
    update: async (_context, data) => ({ status: 'pending', data }),
    authorize: async (_context, data) => ({ status: 'authorized', data: { ...data, auth: 1 } }),
    async capture(context, data) {
      captures.push(context);
      await wait();
      if (control.dropCapture) {
        control.dropCapture = false;
        throw new Error('socket hang up');
      }
      return { ...data, captured: context.amount };
    },
    async refund(context, data) {
      refunds.push(context);
      await wait();
      if (control.refuseRefund) throw new PaymentProviderError('The bank said no', 'refused');
      if (control.dropRefund) {
        control.dropRefund = false;
        throw new Error('socket hang up');
      }
      return { ...data, refunded: context.amount };
    },
    async cancel(context, data) {
      cancels.push(context);
      return { ...data, canceled: true };
    },
  };
  return { provider, captures, refunds, cancels, control };
}
