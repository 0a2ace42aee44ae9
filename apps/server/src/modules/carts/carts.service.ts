import type {
  AddressPayload,
  CartAddressInput,
  StorePostCartReq,
  StorePostCartsCartLineItemsItemReq,
  StorePostCartsCartLineItemsReq,
  StorePostCartsCartReq,
  StorePostCartsCartShippingMethodReq,
} from '@storedesk/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps, RequestContext } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import { StoredeskError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import type { FulfillmentCartContext } from '../../platform/providers/fulfillment.js';
import type { ProviderDeps } from '../../platform/providers/registry.js';
import { stockScopeCteText, variantInventoryQuantityText } from '../inventory/inventory.stock.js';
import { guestCustomerFor } from '../customers/customer-session.js';
import type { PriceCandidate } from '../price-lists/pricing.js';
import {
  createShippingOptionsService,
  type ShippingOptionView,
} from '../shipping/shipping-options.service.js';
import { eligible } from '../shipping/shipping-requirements.js';
import { calculateLineTax } from '../tax-rates/tax-calculation.js';
import { cartTx, readCart, type WireCart } from './cart.read.js';
import { candidatePricesSql, refreshCart, unitPriceOf, type CartPricing } from './cart-refresh.js';
import { createPaymentSessions, providerRefusal, type SessionDeps } from './payment-sessions.js';
import { rowsOf } from '../../platform/db/json.js';

type CreateInput = z.output<typeof StorePostCartReq>;
type UpdateInput = z.output<typeof StorePostCartsCartReq>;
type AddLineInput = z.output<typeof StorePostCartsCartLineItemsReq>;
type UpdateLineInput = z.output<typeof StorePostCartsCartLineItemsItemReq>;
type ShippingMethodInput = z.output<typeof StorePostCartsCartShippingMethodReq>;
type AddressInput = z.output<typeof CartAddressInput>;

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
interface LockedCart extends CartPricing {
  salesChannelId: string | null;
  customerId: string | null;
  shippingAddressId: string | null;
  billingAddressId: string | null;
  countries: string[];
}

interface RegionInfo {
  id: string;
  currency_code: string;
  automatic_taxes: boolean;
  includes_tax: boolean;
  countries: string[];
}

const cartNotFound = (id: string) =>
  new StoredeskError('not_found', `Cart with ${id} was not found`);

/** v1 refuses to change a completed cart; the project answers such refusals as 400. */
const completedCart = (id: string) =>
  new StoredeskError(
    'invalid_data',
    `Cart ${id} is completed: it became an order and cannot be changed`,
    'cart_completed',
  );

/** A region of the store with what pricing a cart in it needs (one statement). */
const regionSql = (storeId: string, regionId: ReturnType<typeof sql>) => sql`
  SELECT r.id, r.currency_code, r.automatic_taxes,
    coalesce(sc.includes_tax, r.includes_tax) AS includes_tax,
    coalesce((SELECT array_agg(rc.iso_2 ORDER BY rc.iso_2) FROM region_country rc
      WHERE rc.store_id = r.store_id AND rc.region_id = r.id), '{}'::text[]) AS countries
  FROM region r
  LEFT JOIN store_currency sc ON sc.store_id = r.store_id AND sc.currency_code = r.currency_code
  WHERE r.store_id = ${storeId} AND r.id = ${regionId} AND r.deleted_at IS NULL`;

/** A create's key names a cart the store already made: the retry answers that one. */
class MadeBefore extends Error {}

const regionNotFound = (id: string) =>
  new StoredeskError('not_found', `Region with id: ${id} was not found`);

export function createCartsService(
  deps: Pick<AppDeps, 'db' | 'logger'> & ProviderDeps & Pick<SessionDeps, 'settingsFor'>,
) {
  const { db, providers } = deps;
  const sessions = createPaymentSessions(deps);
  const options = createShippingOptionsService(deps);

  async function lockCart(tx: Tx, storeId: string, cartId: string): Promise<LockedCart> {
    const [row] = await rowsOf<{
      id: string;
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
      sql`SELECT c.id, c.region_id, c.sales_channel_id, c.customer_id, c.shipping_address_id,
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

  async function findRegion(tx: Tx, storeId: string, regionId: string | null) {
    const [row] = await rowsOf<RegionInfo>(
      tx,
      regionId
        ? regionSql(storeId, sql`${regionId}`)
        : // No region named: the store's first region (every store gets one at sign-up).
          sql`${regionSql(
            storeId,
            sql`(SELECT f.id FROM region f WHERE f.store_id = ${storeId}
              AND f.deleted_at IS NULL ORDER BY f.created_at, f.id LIMIT 1)`,
          )}`,
    );
    if (!row) {
      if (regionId) throw regionNotFound(regionId);
      throw new StoredeskError('invalid_data', 'region_id: the store has no region to sell in');
    }
    return row;
  }

  /**
   * The sales channel of a new cart or a change of it: one the publishable key reaches (the
   * key's first when none is named), else the store's default channel; never a disabled one.
   */
  async function salesChannelFor(tx: Tx, ctx: RequestContext, wanted: string | undefined) {
    const allowed = ctx.salesChannelIds ?? [];
    if (wanted && allowed.length > 0 && !allowed.includes(wanted)) {
      throw new StoredeskError(
        'invalid_data',
        `sales_channel_id: ${wanted} is not a sales channel of this publishable key`,
      );
    }
    const [row] = await rowsOf<{ id: string; is_disabled: boolean }>(
      tx,
      sql`SELECT sc.id, sc.is_disabled FROM sales_channel sc
        WHERE sc.store_id = ${ctx.storeId} AND sc.deleted_at IS NULL
          AND sc.id = coalesce(${wanted ?? allowed[0] ?? null}::text,
            (SELECT s.default_sales_channel_id FROM store s WHERE s.id = ${ctx.storeId}))`,
    );
    if (!row) {
      if (wanted) {
        throw new StoredeskError('not_found', `Sales channel with id: ${wanted} was not found`);
      }
      return null;
    }
    if (row.is_disabled) {
      throw new StoredeskError(
        'invalid_data',
        `sales_channel_id: the sales channel ${row.id} is disabled and takes no carts`,
      );
    }
    return row.id;
  }

  /**
   * Writes an address object for the cart: its own row, updated, or a new one. An address id
   * names a saved address of `signedIn`, the customer signed in with the request (never the
   * customer the cart's email found: an email proves nothing), or the cart's own address.
   */
  async function setAddress(
    tx: Tx,
    cart: LockedCart,
    which: 'shipping' | 'billing',
    input: AddressInput,
    signedIn: string | null,
  ): Promise<void> {
    const column = which === 'shipping' ? 'shipping_address_id' : 'billing_address_id';
    const current = which === 'shipping' ? cart.shippingAddressId : cart.billingAddressId;
    const field = `${which}_address`;
    let fields: AddressPayload;
    if (typeof input === 'string') {
      // An address of the customer's book: the cart takes a copy, so that editing it at
      // checkout never changes the saved one (nor an order that shipped to it).
      const [saved] = await rowsOf<Record<string, unknown>>(
        tx,
        sql`SELECT company, first_name, last_name, address_1, address_2, city, country_code,
            province, postal_code, phone, metadata
          FROM address WHERE store_id = ${cart.storeId} AND id = ${input} AND deleted_at IS NULL
            AND (customer_id = ${signedIn}::text OR id = ${current}::text)`,
      );
      if (!saved) {
        throw new StoredeskError(
          'invalid_data',
          `${field}: ${input} is not an address of the signed-in customer; sign in, or send the address itself`,
        );
      }
      fields = saved as AddressPayload;
    } else {
      fields = input;
    }
    const country = fields.country_code?.toLowerCase();
    if (which === 'shipping' && country && !cart.countries.includes(country)) {
      throw new StoredeskError(
        'invalid_data',
        `${field}.country_code: ${country} is not a country of the cart's region (${cart.countries.join(', ') || 'none'})`,
      );
    }
    const values = {
      company: fields.company,
      first_name: fields.first_name,
      last_name: fields.last_name,
      address_1: fields.address_1,
      address_2: fields.address_2,
      city: fields.city,
      country_code: country ?? (fields.country_code === null ? null : undefined),
      province: fields.province,
      postal_code: fields.postal_code,
      phone: fields.phone,
      metadata: fields.metadata,
    };
    const json = JSON.stringify(values);
    // Keys left out keep their value when the cart's address is updated (v1 merges).
    const merged = (name: keyof typeof values) =>
      sql`CASE WHEN ${json}::jsonb ? ${name} THEN ${json}::jsonb ->> ${name} ELSE ad.${sql.raw(name)} END`;
    const id = typeof input === 'string' || !current ? newId('addr') : current;
    if (id === current) {
      await tx.execute(sql`
        UPDATE address ad SET company = ${merged('company')}, first_name = ${merged('first_name')},
          last_name = ${merged('last_name')}, address_1 = ${merged('address_1')},
          address_2 = ${merged('address_2')}, city = ${merged('city')},
          country_code = ${merged('country_code')}, province = ${merged('province')},
          postal_code = ${merged('postal_code')}, phone = ${merged('phone')},
          metadata = CASE WHEN ${json}::jsonb ? 'metadata' THEN ${json}::jsonb -> 'metadata' ELSE ad.metadata END,
          updated_at = now()
        WHERE ad.store_id = ${cart.storeId} AND ad.id = ${id}`);
      return;
    }
    await tx.execute(sql`
      WITH a AS (
        INSERT INTO address (store_id, id, company, first_name, last_name, address_1, address_2,
          city, country_code, province, postal_code, phone, metadata)
        SELECT ${cart.storeId}, ${id}, x.company, x.first_name, x.last_name, x.address_1,
          x.address_2, x.city, x.country_code, x.province, x.postal_code, x.phone, x.metadata
        FROM json_to_record(${json}::json) AS x(company text, first_name text, last_name text,
          address_1 text, address_2 text, city text, country_code text, province text,
          postal_code text, phone text, metadata jsonb)
        RETURNING id)
      UPDATE cart SET ${sql.raw(column)} = (SELECT id FROM a), updated_at = now()
      WHERE store_id = ${cart.storeId} AND id = ${cart.cartId}`);
    if (which === 'shipping') cart.shippingAddressId = id;
    else cart.billingAddressId = id;
  }

  /** Removes every shipping method of the cart (their tax lines go with them). */
  const dropShippingMethods = (tx: Tx, cart: LockedCart) =>
    tx.execute(
      sql`DELETE FROM shipping_method WHERE store_id = ${cart.storeId} AND cart_id = ${cart.cartId}`,
    );

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

  /**
   * Checks a variant for a cart line and answers what the line needs: sold in the cart's sales
   * channel, priced in its region, and in stock over the channel's locations for `quantity` in
   * all (unless it does not manage inventory or allows backorders). One statement.
   */
  async function variantForLine(
    tx: Tx,
    cart: LockedCart,
    variantId: string,
    quantity: (existing: number) => number,
    metadata: Record<string, unknown>,
  ) {
    const [row] = await rowsOf<{
      id: string;
      title: string;
      product_id: string;
      product_title: string;
      thumbnail: string | null;
      is_giftcard: boolean;
      discountable: boolean;
      in_channel: boolean;
      manage_inventory: boolean;
      allow_backorder: boolean;
      available: number;
      existing_id: string | null;
      existing_quantity: number | null;
      prices: PriceCandidate[] | null;
    }>(
      tx,
      // Stock over the locations of the cart's sales channel (the store's default channel
      // when the cart has none), as the storefront's variant answers count it.
      sql`WITH k AS (SELECT ${cart.storeId}::text AS store_id, coalesce(${cart.salesChannelId}::text,
            (SELECT s.default_sales_channel_id FROM store s WHERE s.id = ${cart.storeId})) AS channel_id),
        ${sql.raw(stockScopeCteText('store', '(SELECT store_id FROM k)', 'ARRAY[(SELECT channel_id FROM k)]'))}
        SELECT v.id, v.title, v.product_id, p.title AS product_title, p.thumbnail, p.is_giftcard,
          p.discountable, v.manage_inventory, v.allow_backorder,
          (${cart.salesChannelId}::text IS NULL OR EXISTS (
            SELECT 1 FROM product_sales_channel psc WHERE psc.store_id = p.store_id
              AND psc.product_id = p.id AND psc.sales_channel_id = ${cart.salesChannelId})) AS in_channel,
          ${sql.raw(variantInventoryQuantityText('v'))} AS available,
          li.id AS existing_id, li.quantity AS existing_quantity,
          ${candidatePricesSql(cart.storeId, sql`v.id`, cart)} AS prices
        FROM product_variant v
        JOIN product p ON p.store_id = v.store_id AND p.id = v.product_id
          AND p.deleted_at IS NULL AND p.status = 'published'
        LEFT JOIN LATERAL (
          SELECT l.id, l.quantity FROM line_item l
          WHERE l.store_id = v.store_id AND l.cart_id = ${cart.cartId} AND l.variant_id = v.id
            AND l.should_merge AND l.metadata = ${JSON.stringify(metadata)}::jsonb
          ORDER BY l.created_at LIMIT 1) li ON true
        WHERE v.store_id = ${cart.storeId} AND v.id = ${variantId} AND v.deleted_at IS NULL`,
    );
    if (!row) {
      throw new StoredeskError('not_found', `Variant with id: ${variantId} was not found`);
    }
    const name = `"${row.product_title}" (${row.title}, variant ${row.id})`;
    if (!row.in_channel) {
      throw new StoredeskError(
        'invalid_data',
        `variant_id: ${name} is not sold in the cart's sales channel`,
      );
    }
    const wanted = quantity(row.existing_quantity ?? 0);
    const price = unitPriceOf(row.prices, cart, wanted, new Date());
    if (price === null) {
      throw new StoredeskError(
        'invalid_data',
        `variant_id: ${name} has no price in the cart's region (${cart.currencyCode.toUpperCase()})`,
      );
    }
    if (row.manage_inventory && !row.allow_backorder && wanted > row.available) {
      throw new StoredeskError(
        'invalid_data',
        `${name} has ${Math.max(row.available, 0)} in stock for this sales channel; the cart asks for ${wanted}`,
        'insufficient_inventory',
      );
    }
    return { ...row, price, wanted };
  }

  /** Adds a line, or adds to the line of the same variant and metadata (v1 merges). */
  async function addLine(tx: Tx, cart: LockedCart, input: AddLineInput): Promise<void> {
    const metadata = input.metadata ?? {};
    const variant = await variantForLine(
      tx,
      cart,
      input.variant_id,
      (existing) => existing + input.quantity,
      metadata,
    );
    if (variant.existing_id) {
      await tx.execute(sql`UPDATE line_item SET quantity = ${variant.wanted}, updated_at = now()
        WHERE store_id = ${cart.storeId} AND id = ${variant.existing_id}`);
      return;
    }
    await tx.execute(sql`
      INSERT INTO line_item (store_id, id, cart_id, title, description, thumbnail, is_giftcard,
        should_merge, allow_discounts, has_shipping, unit_price, variant_id, product_id, quantity,
        includes_tax, metadata)
      VALUES (${cart.storeId}, ${newId('item')}, ${cart.cartId}, ${variant.product_title},
        ${variant.title}, ${variant.thumbnail}, ${variant.is_giftcard}, true, ${variant.discountable},
        false, ${variant.price}, ${variant.id}, ${variant.product_id}, ${variant.wanted},
        ${cart.includesTax}, ${JSON.stringify(metadata)}::jsonb)`);
  }

  /**
   * Saves the key of a request that adds to the cart; false when it was saved before, i.e. this
   * is a retry of a change already made (the cart's lock orders a retry after the first try).
   */
  async function firstTry(tx: Tx, cart: LockedCart, key: string | undefined): Promise<boolean> {
    if (!key) return true;
    const saved = await rowsOf(
      tx,
      sql`INSERT INTO cart_request_key (store_id, cart_id, key)
        VALUES (${cart.storeId}, ${cart.cartId}, ${key.slice(0, 200)})
        ON CONFLICT DO NOTHING RETURNING key`,
    );
    return saved.length > 0;
  }

  async function cartOrNotFound(storeId: string, cartId: string): Promise<WireCart> {
    const cart = await readCart(db, storeId, cartId, { providers });
    if (!cart) throw cartNotFound(cartId);
    return cart;
  }

  function openCart(cart: WireCart): WireCart {
    if (cart.completed_at) throw completedCart(cart.id);
    return cart;
  }

  const subtotalFor = (cart: WireCart, includesTax: boolean) =>
    (cart.subtotal as number) -
    (cart.discount_total as number) +
    (includesTax ? (cart.item_tax_total as number) : 0);

  function fulfillmentContext(storeId: string, cart: WireCart): FulfillmentCartContext {
    const address = cart.shipping_address as { country_code: string | null } | null;
    return {
      storeId,
      currencyCode: (cart.region as { currency_code: string }).currency_code,
      subtotal: cart.subtotal as number,
      countryCode: address?.country_code ?? null,
      items: cart.items.map((item) => ({ variantId: item.variant_id, quantity: item.quantity })),
    };
  }

  /**
   * The options a cart may ship with: its region's, for the profiles of its products, not
   * staff-only, whose requirements its subtotal meets; a calculated option priced by its
   * provider for this cart.
   */
  async function eligibleOptions(ctx: RequestContext, cart: WireCart, tx: Tx) {
    const productIds = [
      ...new Set(
        cart.items
          .map((item) => (item.variant as { product_id?: string } | null)?.product_id)
          .filter((id): id is string => Boolean(id)),
      ),
    ];
    if (productIds.length === 0) return [];
    const views = await options.listForStore(
      ctx,
      {
        region_id: cart.region_id,
        product_ids: productIds,
        is_return: 'false',
      } as Parameters<typeof options.listForStore>[1],
      tx,
    );
    const eligibleViews = views.filter((view) =>
      eligible(
        { requirements: view.requirements.map((r) => ({ type: r.type, amount: r.amount })) },
        subtotalFor(cart, view.row.includesTax),
      ),
    );
    return Promise.all(eligibleViews.map((view) => priced(ctx.storeId, cart, view)));
  }

  /** A calculated option gets its price for the cart from its fulfilment provider. */
  async function priced(
    storeId: string,
    cart: WireCart,
    view: ShippingOptionView,
  ): Promise<ShippingOptionView> {
    if (view.row.priceType !== 'calculated') return view;
    const provider = providers.fulfillment(view.row.providerId);
    if (!provider) return view;
    const amount = await provider.calculatePrice(view.row.data, fulfillmentContext(storeId, cart));
    const tax = calculateLineTax(
      { unitPrice: amount, quantity: 1, includesTax: view.row.includesTax },
      view.pricing.rates,
    );
    return {
      ...view,
      row: { ...view.row, amount },
      pricing: { ...view.pricing, priceInclTax: tax.total, taxAmount: tax.tax },
    };
  }

  /**
   * Writes a new cart (and its lines when `items` are given) and reads it back in one
   * transaction. With a key, a
   * cart the store already made with it wins: the insert does nothing (after waiting for a first
   * try still in flight to commit or roll back) and `MadeBefore` rolls this try back.
   */
  async function insertCart(
    shopper: Shopper,
    input: CreateInput,
    cartId: string,
    key: string | null,
  ): Promise<WireCart> {
    const { ctx } = shopper;
    return cartTx(db, ctx.storeId, async (tx) => {
      const region = await findRegion(tx, ctx.storeId, input.region_id ?? null);
      const channel = await salesChannelFor(tx, ctx, input.sales_channel_id);
      const countryCode = input.country_code?.toLowerCase();
      if (countryCode && !region.countries.includes(countryCode)) {
        throw new StoredeskError(
          'invalid_data',
          `country_code: ${countryCode} is not a country of the region ${region.id}`,
        );
      }
      const context = {
        ...(shopper.ip ? { ip: shopper.ip } : {}),
        ...(shopper.userAgent ? { user_agent: shopper.userAgent } : {}),
        ...(input.context ?? {}),
      };
      // v1 presets the shipping country: the one given, or the region's only country.
      const presetCountry =
        countryCode ?? (region.countries.length === 1 ? region.countries[0] : null);
      const addressId = presetCountry ? newId('addr') : null;
      const inserted = await rowsOf<{ id: string }>(
        tx,
        sql`
        WITH a AS (
          INSERT INTO address (store_id, id, country_code)
          SELECT ${ctx.storeId}, ${addressId}, ${presetCountry ?? null}
          WHERE ${addressId}::text IS NOT NULL)
        INSERT INTO cart (store_id, id, region_id, sales_channel_id, customer_id, email,
          shipping_address_id, context, create_key)
        VALUES (${ctx.storeId}, ${cartId}, ${region.id}, ${channel}, ${shopper.customer?.id ?? null},
          ${shopper.customer?.email ?? null}, ${addressId}, ${JSON.stringify(context)}::jsonb, ${key})
        ON CONFLICT (store_id, create_key) WHERE create_key IS NOT NULL DO NOTHING
        RETURNING id`,
      );
      if (inserted.length === 0) throw new MadeBefore();
      if (input.items?.length) {
        const locked = await lockCart(tx, ctx.storeId, cartId);
        for (const item of input.items) await addLine(tx, locked, item);
        await refreshCart(tx, locked);
      }
      return (await readCart(tx, ctx.storeId, cartId, { providers }))!;
    });
  }

  /**
   * The cart the store made with `key`, for a retry of that create. A key is the client's
   * secret for one request; still, a cart of a customer with an account is answered only to
   * that customer signed in, and a guest's cart only to a guest, so a client that reuses keys
   * hands no one else's cart out.
   */
  async function cartMadeWith(shopper: Shopper, key: string): Promise<WireCart> {
    const { storeId } = shopper.ctx;
    const [made] = await cartTx(db, storeId, (tx) =>
      rowsOf<{ id: string; owner: string | null }>(
        tx,
        sql`SELECT c.id, CASE WHEN cu.has_account THEN cu.id END AS owner
          FROM cart c
          LEFT JOIN customer cu ON cu.store_id = c.store_id AND cu.id = c.customer_id
          WHERE c.store_id = ${storeId} AND c.create_key = ${key}`,
      ),
    );
    if (!made) throw new StoredeskError('unexpected_state', 'The cart made with this key is gone');
    if (made.owner !== (shopper.customer?.id ?? null)) {
      throw new StoredeskError(
        'invalid_data',
        "Idempotency-Key: the key was used by another shopper's request; send a new key with each request",
      );
    }
    return cartOrNotFound(storeId, made.id);
  }

  return {
    sessions,

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

    /**
     * Makes a cart. A request with an `Idempotency-Key` makes at most one cart per key and store:
     * a retry, even one racing the first try, answers the cart the first try made.
     */
    async create(shopper: Shopper, input: CreateInput): Promise<WireCart> {
      const cartId = newId('cart');
      const key = shopper.idempotencyKey?.slice(0, 200) ?? null;
      try {
        return await insertCart(shopper, input, cartId, key);
      } catch (error) {
        if (!(error instanceof MadeBefore)) throw error;
        return cartMadeWith(shopper, key!);
      }
    },

    async update(shopper: Shopper, cartId: string, input: UpdateInput): Promise<WireCart> {
      const { ctx } = shopper;
      if (input.discounts?.length) {
        throw new StoredeskError(
          'not_found',
          `Discount with code ${input.discounts[0]!.code} was not found`,
        );
      }
      if (input.gift_cards?.length) {
        throw new StoredeskError(
          'not_found',
          `Gift card with code ${input.gift_cards[0]!.code} was not found`,
        );
      }
      if (input.customer_id && input.customer_id !== shopper.customer?.id) {
        throw new StoredeskError(
          'invalid_data',
          'customer_id: a cart can only be given to the customer signed in with this request',
        );
      }
      const regionChange = input.region_id;
      const signedIn = shopper.customer?.id ?? null;
      return change(
        shopper,
        cartId,
        async (tx, cart) => {
          const set: ReturnType<typeof sql>[] = [];
          if (shopper.customer) {
            set.push(
              sql`customer_id = ${shopper.customer.id}, email = ${input.email ?? shopper.customer.email}`,
            );
            cart.customerId = shopper.customer.id;
          } else if (input.email) {
            const guest = await guestCustomerFor(tx, ctx.storeId, input.email);
            set.push(sql`customer_id = ${guest.id}, email = ${guest.email}`);
            cart.customerId = guest.id;
          }
          if (regionChange && regionChange !== cart.regionId) {
            const region = await findRegion(tx, ctx.storeId, regionChange);
            Object.assign(cart, {
              regionId: region.id,
              currencyCode: region.currency_code,
              includesTax: region.includes_tax,
              automaticTaxes: region.automatic_taxes,
              countries: region.countries,
            });
            set.push(sql`region_id = ${region.id}`);
            // Shipping options and payment providers belong to a region: the shopper chooses again.
            await dropShippingMethods(tx, cart);
            await tx.execute(sql`DELETE FROM payment_session
            WHERE store_id = ${ctx.storeId} AND cart_id = ${cartId}`);
            const shipping =
              typeof input.shipping_address === 'object' ? input.shipping_address : undefined;
            const country = (input.country_code ?? shipping?.country_code)?.toLowerCase() ?? null;
            const preset = country ?? (region.countries.length === 1 ? region.countries[0]! : null);
            if (country && !region.countries.includes(country)) {
              throw new StoredeskError(
                'invalid_data',
                `country_code: ${country} is not a country of the region ${region.id}`,
              );
            }
            if (cart.shippingAddressId || preset) {
              await setAddress(tx, cart, 'shipping', { country_code: preset }, null);
            }
          }
          if (input.sales_channel_id && input.sales_channel_id !== cart.salesChannelId) {
            const channel = await salesChannelFor(tx, ctx, input.sales_channel_id);
            set.push(sql`sales_channel_id = ${channel}`);
            // Lines of products the new channel does not sell leave the cart (v1).
            await tx.execute(sql`DELETE FROM line_item li
            WHERE li.store_id = ${ctx.storeId} AND li.cart_id = ${cartId}
              AND NOT EXISTS (SELECT 1 FROM product_sales_channel psc
                WHERE psc.store_id = li.store_id AND psc.product_id = li.product_id
                  AND psc.sales_channel_id = ${channel})`);
            cart.salesChannelId = channel;
          }
          if (input.context) {
            set.push(sql`context = context || ${JSON.stringify(input.context)}::jsonb`);
          }
          if (input.metadata) {
            set.push(
              sql`metadata = coalesce(metadata, '{}'::jsonb) || ${JSON.stringify(input.metadata)}::jsonb`,
            );
          }
          if (set.length > 0) {
            await tx.execute(sql`UPDATE cart SET ${sql.join(set, sql`, `)}, updated_at = now()
            WHERE store_id = ${ctx.storeId} AND id = ${cartId}`);
          }
          if (input.shipping_address !== undefined) {
            await setAddress(tx, cart, 'shipping', input.shipping_address, signedIn);
          }
          if (input.billing_address !== undefined) {
            await setAddress(tx, cart, 'billing', input.billing_address, signedIn);
          }
          // Prices and taxes follow the region and the lines, not the email or the addresses.
        },
        { refresh: Boolean(regionChange || input.sales_channel_id) },
      );
    },

    async addLineItem(shopper: Shopper, cartId: string, input: AddLineInput): Promise<WireCart> {
      return change(shopper, cartId, async (tx, cart) => {
        if (!(await firstTry(tx, cart, shopper.idempotencyKey))) return;
        await addLine(tx, cart, input);
        await dropShippingMethods(tx, cart);
      });
    },

    async updateLineItem(
      shopper: Shopper,
      cartId: string,
      lineId: string,
      input: UpdateLineInput,
    ): Promise<WireCart> {
      return change(shopper, cartId, async (tx, cart) => {
        const [line] = await rowsOf<{
          variant_id: string | null;
          metadata: Record<string, unknown>;
        }>(
          tx,
          sql`SELECT variant_id, metadata FROM line_item
            WHERE store_id = ${cart.storeId} AND cart_id = ${cartId} AND id = ${lineId}`,
        );
        if (!line) {
          throw new StoredeskError('invalid_data', `line_id: the cart has no line item ${lineId}`);
        }
        if (input.quantity === 0) {
          await tx.execute(sql`DELETE FROM line_item
            WHERE store_id = ${cart.storeId} AND cart_id = ${cartId} AND id = ${lineId}`);
        } else {
          if (line.variant_id) {
            await variantForLine(tx, cart, line.variant_id, () => input.quantity, line.metadata);
          }
          await tx.execute(sql`UPDATE line_item SET quantity = ${input.quantity},
              metadata = ${input.metadata ? sql`${JSON.stringify(input.metadata)}::jsonb` : sql`metadata`},
              updated_at = now()
            WHERE store_id = ${cart.storeId} AND cart_id = ${cartId} AND id = ${lineId}`);
        }
        await dropShippingMethods(tx, cart);
      });
    },

    async deleteLineItem(shopper: Shopper, cartId: string, lineId: string): Promise<WireCart> {
      return change(shopper, cartId, async (tx, cart) => {
        const removed = await rowsOf(
          tx,
          sql`DELETE FROM line_item WHERE store_id = ${cart.storeId} AND cart_id = ${cartId}
            AND id = ${lineId} RETURNING id`,
        );
        // v1 answers the cart as it is when the line is not (or no longer) there.
        if (removed.length > 0) await dropShippingMethods(tx, cart);
      });
    },

    /** Ships the cart with an option: one method per shipping profile (v1). */
    async addShippingMethod(
      shopper: Shopper,
      cartId: string,
      input: ShippingMethodInput,
    ): Promise<WireCart> {
      const { ctx } = shopper;
      // One transaction: the cart locked, read, its eligible options, the method written, the
      // cart re-priced and read again.
      return change(shopper, cartId, async (tx, cart) => {
        const current = (await readCart(tx, ctx.storeId, cartId, { providers }))!;
        const found = (await eligibleOptions(ctx, current, tx)).find(
          (view) => view.row.id === input.option_id,
        );
        if (!found) {
          throw new StoredeskError(
            'invalid_data',
            `option_id: ${input.option_id} is not a shipping option this cart can use (its region, its products' profiles and its subtotal decide)`,
          );
        }
        const provider = providers.fulfillment(found.row.providerId);
        const data = provider
          ? await provider.validateFulfillmentData(
              found.row.data,
              input.data ?? {},
              fulfillmentContext(ctx.storeId, current),
            )
          : (input.data ?? {});
        if (cart.regionId !== found.row.regionId) {
          throw new StoredeskError(
            'invalid_data',
            `option_id: ${input.option_id} is not an option of the cart's region`,
          );
        }
        await tx.execute(sql`
          WITH replaced AS (
            DELETE FROM shipping_method sm USING shipping_option so
            WHERE sm.store_id = ${cart.storeId} AND sm.cart_id = ${cartId}
              AND so.store_id = sm.store_id AND so.id = sm.shipping_option_id
              AND so.profile_id = ${found.row.profileId})
          INSERT INTO shipping_method (store_id, id, shipping_option_id, cart_id, price, data, includes_tax)
          VALUES (${cart.storeId}, ${newId('sm')}, ${found.row.id}, ${cartId}, ${found.row.amount ?? 0},
            ${JSON.stringify(data)}::jsonb, ${found.row.includesTax})`);
      });
    },

    async listShippingOptions(ctx: RequestContext, cartId: string) {
      return cartTx(db, ctx.storeId, async (tx) => {
        const cart = await readCart(tx, ctx.storeId, cartId, { providers });
        if (!cart) throw cartNotFound(cartId);
        return eligibleOptions(ctx, cart, tx);
      });
    },

    /** A session for every provider of the cart's region; repeatable without side effects. */
    async createPaymentSessions(shopper: Shopper, cartId: string): Promise<WireCart> {
      const { storeId } = shopper.ctx;
      const cart = openCart(await cartOrNotFound(storeId, cartId));
      return (await sessions.sync(storeId, cart)) ?? cart;
    },

    /** Chooses the provider the shopper pays with (its session is started when missing). */
    async selectPaymentSession(
      shopper: Shopper,
      cartId: string,
      providerId: string,
    ): Promise<WireCart> {
      const { storeId } = shopper.ctx;
      const cart = openCart(await cartOrNotFound(storeId, cartId));
      if (!sessions.regionProviders(cart).includes(providerId)) {
        throw new StoredeskError(
          'invalid_data',
          `provider_id: ${providerId} is not a payment provider of the cart's region`,
        );
      }
      // No session with the provider yet: start the region's sessions first (v1 does too).
      if (!cart.payment_sessions.some((s) => s.provider_id === providerId)) {
        await sessions.sync(storeId, cart);
      }
      return cartTx(db, storeId, async (tx) => {
        await lockCart(tx, storeId, cartId);
        await tx.execute(sql`UPDATE payment_session
          SET is_selected = (provider_id = ${providerId}), updated_at = now()
          WHERE store_id = ${storeId} AND cart_id = ${cartId}
            AND is_selected IS DISTINCT FROM (provider_id = ${providerId})`);
        return (await readCart(tx, storeId, cartId, { providers }))!;
      });
    },

    /** Data the shopper gives a provider's session (v1: it also selects that provider). */
    async updatePaymentSession(
      shopper: Shopper,
      cartId: string,
      providerId: string,
      data: Record<string, unknown>,
    ): Promise<WireCart> {
      const { storeId } = shopper.ctx;
      // What the shopper sent, as the provider keeps it (the test card keeps no card number).
      const provider = providers.payment(providerId);
      let stored: Record<string, unknown> = data;
      if (provider?.acceptInput) {
        try {
          stored = provider.acceptInput(data, {});
        } catch (error) {
          providerRefusal(error);
        }
      }
      return cartTx(db, storeId, async (tx) => {
        await lockCart(tx, storeId, cartId);
        // The provider's session gets the data and becomes the selected one; the others are
        // unselected. Nothing changes when the cart has no session with the provider.
        const touched = await rowsOf<{ provider_id: string }>(
          tx,
          sql`UPDATE payment_session SET is_selected = (provider_id = ${providerId}),
              data = CASE WHEN provider_id = ${providerId}
                THEN data || ${JSON.stringify(stored)}::jsonb ELSE data END,
              updated_at = now()
            WHERE store_id = ${storeId} AND cart_id = ${cartId}
              AND EXISTS (SELECT 1 FROM payment_session o WHERE o.store_id = ${storeId}
                AND o.cart_id = ${cartId} AND o.provider_id = ${providerId})
            RETURNING provider_id`,
        );
        if (touched.length === 0) throw sessionNotFound(providerId);
        return (await readCart(tx, storeId, cartId, { providers }))!;
      });
    },

    async deletePaymentSession(
      shopper: Shopper,
      cartId: string,
      providerId: string,
    ): Promise<WireCart> {
      const { storeId } = shopper.ctx;
      const cart = openCart(await cartOrNotFound(storeId, cartId));
      const session = cart.payment_sessions.find((s) => s.provider_id === providerId);
      // v1 answers the cart unchanged when it has no session with the provider.
      if (!session) return cart;
      await sessions.cancel(storeId, cart, session);
      return cartTx(db, storeId, async (tx) => {
        await lockCart(tx, storeId, cartId);
        await tx.execute(sql`DELETE FROM payment_session
          WHERE store_id = ${storeId} AND cart_id = ${cartId} AND id = ${session.id}`);
        return (await readCart(tx, storeId, cartId, { providers }))!;
      });
    },

    async refreshPaymentSession(
      shopper: Shopper,
      cartId: string,
      providerId: string,
    ): Promise<WireCart> {
      const { storeId } = shopper.ctx;
      const cart = openCart(await cartOrNotFound(storeId, cartId));
      const session = cart.payment_sessions.find((s) => s.provider_id === providerId);
      if (!session) throw sessionNotFound(providerId);
      await sessions.replace(storeId, cart, session);
      return cartOrNotFound(storeId, cartId);
    },

    /** No discounts area yet: a code that is not on the cart leaves it as it is (v1). */
    async deleteDiscount(ctx: RequestContext, cartId: string): Promise<WireCart> {
      return openCart(await cartOrNotFound(ctx.storeId, cartId));
    },
  };
}

const sessionNotFound = (providerId: string) =>
  new StoredeskError(
    'not_found',
    `The cart has no payment session with provider ${providerId}: create the payment sessions first`,
  );

export type CartsService = ReturnType<typeof createCartsService>;
