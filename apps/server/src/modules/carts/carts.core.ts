import { sql } from 'drizzle-orm';
import type { AppDeps, RequestContext } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import { rowsOf } from '../../platform/db/json.js';
import { StoredeskError } from '../../platform/errors.js';
import type { ProviderDeps } from '../../platform/providers/registry.js';
import { cartTx, readCart, type WireCart } from './cart.read.js';
import { refreshCart, type CartPricing } from './cart-refresh.js';
import { regionSql } from './carts.region.js';
import { createPaymentSessions, type SessionDeps } from './payment-sessions.js';

/**
 * What every cart command shares: who asks, the cart locked for a change, the change itself
 * (one transaction: lock, apply, re-price and re-tax, read back) and the cart's refusals. The
 * use cases sit beside it, one file each (carts.create.ts, carts.update.ts, carts.lines.ts,
 * carts.shipping.ts, carts.payments.ts); carts.service.ts assembles them.
 */

export type CartDeps = Pick<AppDeps, 'db' | 'logger'> &
  ProviderDeps &
  Pick<SessionDeps, 'settingsFor'>;

/** Who is asking: the store (and its key's channels) and the signed-in customer, if any. */
export interface Shopper {
  ctx: RequestContext;
  customer: { id: string; email: string } | null;
  /** The request's `Idempotency-Key` (medusa-js sends one with every POST and retries with it). */
  idempotencyKey?: string | undefined;
  /** Recorded in the cart's context as v1 does. */
  ip?: string | undefined;
  userAgent?: string | undefined;
}

/** The cart row as a change needs it, read with its lock (`FOR UPDATE`). */
export interface LockedCart extends CartPricing {
  /** `default`, `draft_order`, or `swap` (an exchange's cart: its lines are the exchange's). */
  type: string;
  salesChannelId: string | null;
  customerId: string | null;
  shippingAddressId: string | null;
  billingAddressId: string | null;
  countries: string[];
}

export const cartNotFound = (id: string) =>
  new StoredeskError('not_found', `Cart with ${id} was not found`);

/** v1 refuses to change a completed cart; the project answers such refusals as 400. */
export const completedCart = (id: string) =>
  new StoredeskError(
    'invalid_data',
    `Cart ${id} is completed: it became an order and cannot be changed`,
    'cart_completed',
  );

export async function lockCart(tx: Tx, storeId: string, cartId: string): Promise<LockedCart> {
  const [row] = await rowsOf<{
    id: string;
    type: string;
    region_id: string;
    sales_channel_id: string | null;
    customer_id: string | null;
    shipping_address_id: string | null;
    billing_address_id: string | null;
    completed_at: string | null;
    currency_code: string;
    automatic_taxes: boolean;
    includes_tax: boolean;
    countries: string[];
  }>(
    tx,
    sql`SELECT c.id, c.type, c.region_id, c.sales_channel_id, c.customer_id, c.shipping_address_id,
        c.billing_address_id, c.completed_at, reg.currency_code, reg.automatic_taxes,
        reg.includes_tax, reg.countries
      FROM cart c
      CROSS JOIN LATERAL (${regionSql(storeId, sql`c.region_id`)}) reg
      WHERE c.store_id = ${storeId} AND c.id = ${cartId} AND c.deleted_at IS NULL
      FOR UPDATE OF c`,
  );
  if (!row) throw cartNotFound(cartId);
  if (row.completed_at) throw completedCart(cartId);
  return {
    storeId,
    cartId,
    type: row.type,
    regionId: row.region_id,
    currencyCode: row.currency_code,
    includesTax: row.includes_tax,
    automaticTaxes: row.automatic_taxes,
    salesChannelId: row.sales_channel_id,
    customerId: row.customer_id,
    shippingAddressId: row.shipping_address_id,
    billingAddressId: row.billing_address_id,
    countries: row.countries,
  };
}

/**
 * An exchange's cart holds what the exchange sends and takes back, priced when staff or the
 * shopper made it: its lines and region do not change through the store API (v1 leaves them
 * to the swap).
 */
export function fixedLines(cart: LockedCart, field: string): void {
  if (cart.type === 'swap') {
    throw new StoredeskError(
      'invalid_data',
      `${field}: the lines and region of an exchange's cart are the exchange's and cannot be changed`,
      'swap_cart',
    );
  }
}

export function openCart(cart: WireCart): WireCart {
  if (cart.completed_at) throw completedCart(cart.id);
  return cart;
}

export function createCartCore(deps: CartDeps) {
  const { db, providers } = deps;
  const sessions = createPaymentSessions(deps);

  /**
   * One change of a cart: lock it, apply `change`, re-price and re-tax, and answer the cart as
   * the change left it. A cart that has payment sessions then has them brought up to date with
   * their providers (outside the transaction), as v1 does after changes to lines or region.
   */
  async function change(
    shopper: Shopper,
    cartId: string,
    apply: (tx: Tx, cart: LockedCart) => Promise<void>,
    options: { refresh?: boolean } = {},
  ): Promise<WireCart> {
    const { storeId } = shopper.ctx;
    const cart = await cartTx(db, storeId, async (tx) => {
      const locked = await lockCart(tx, storeId, cartId);
      await apply(tx, locked);
      if (options.refresh !== false) await refreshCart(tx, locked);
      return (await readCart(tx, storeId, cartId, { providers }))!;
    });
    return syncedSessions(storeId, cart);
  }

  /** The cart again after its payment sessions followed a change of its total. */
  async function syncedSessions(storeId: string, cart: WireCart): Promise<WireCart> {
    if (cart.payment_sessions.length === 0) return cart;
    return (await sessions.sync(storeId, cart)) ?? cart;
  }

  async function cartOrNotFound(storeId: string, cartId: string): Promise<WireCart> {
    const cart = await readCart(db, storeId, cartId, { providers });
    if (!cart) throw cartNotFound(cartId);
    return cart;
  }

  return {
    db,
    providers,
    sessions,
    change,
    cartOrNotFound,

    async retrieve(ctx: RequestContext, cartId: string): Promise<WireCart> {
      return cartOrNotFound(ctx.storeId, cartId);
    },

    /**
     * A change staff make to a cart they hold (a draft order's): `apply` runs with the cart
     * locked, then the cart is re-priced and re-taxed and read again, in one transaction, as
     * every shopper change is.
     */
    async staffChange(
      ctx: RequestContext,
      cartId: string,
      apply: (tx: Tx, cart: LockedCart) => Promise<void>,
    ): Promise<WireCart> {
      return change({ ctx, customer: null }, cartId, apply);
    },
  };
}

export type CartCore = ReturnType<typeof createCartCore>;
