import type { StorePostCartsCartShippingMethodReq } from '@storedesk/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestContext } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import { StoredeskError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import type { FulfillmentCartContext } from '../../platform/providers/fulfillment.js';
import {
  createShippingOptionsService,
  type ShippingOptionView,
} from '../shipping/shipping-options.service.js';
import { eligible } from '../shipping/shipping-requirements.js';
import { calculateLineTax } from '../taxes/tax-calculation.js';
import { cartTx, readCart, type WireCart } from './cart.read.js';
import { cartNotFound, type CartCore, type LockedCart, type Shopper } from './carts.core.js';

/**
 * How a cart ships: the options it may use (`GET /store/shipping-options/:cart_id`) and the
 * method it ships with (`POST /store/carts/:id/shipping-methods`).
 */

type ShippingMethodInput = z.output<typeof StorePostCartsCartShippingMethodReq>;

/** Removes every shipping method of the cart (their tax lines go with them). */
export const dropShippingMethods = (tx: Tx, cart: LockedCart) =>
  tx.execute(
    sql`DELETE FROM shipping_method WHERE store_id = ${cart.storeId} AND cart_id = ${cart.cartId}`,
  );

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

export function createCartShipping(core: CartCore) {
  const { db, providers, change } = core;
  const options = createShippingOptionsService(core);

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

  return {
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
  };
}
