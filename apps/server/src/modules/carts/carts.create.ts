import type { StorePostCartReq } from '@storedesk/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { rowsOf } from '../../platform/db/json.js';
import { StoredeskError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { cartTx, readCart, type WireCart } from './cart.read.js';
import { refreshCart } from './cart-refresh.js';
import { lockCart, type CartCore, type Shopper } from './carts.core.js';
import { addLine } from './carts.lines.js';
import { findRegion, salesChannelFor } from './carts.region.js';

/** Making a cart (`POST /store/carts`), at most once per `Idempotency-Key`. */

type CreateInput = z.output<typeof StorePostCartReq>;

/** A create's key names a cart the store already made: the retry answers that one. */
class MadeBefore extends Error {}

export function createCartCreation(core: CartCore) {
  const { db, providers, cartOrNotFound } = core;

  /**
   * Writes a new cart (and its lines when `items` are given) and reads it back in one
   * transaction. With a key, a cart the store already made with it wins: the insert does nothing
   * (after waiting for a first try still in flight to commit or roll back) and `MadeBefore` rolls
   * this try back.
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
  };
}
