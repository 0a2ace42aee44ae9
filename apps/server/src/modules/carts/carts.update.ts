import type { StorePostCartsCartReq } from '@storedesk/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestContext } from '../../platform/context.js';
import { StoredeskError } from '../../platform/errors.js';
import { guestCustomerFor } from '../customers/customer-session.js';
import type { WireCart } from './cart.read.js';
import { setAddress } from './carts.addresses.js';
import { openCart, type CartCore, type Shopper, fixedLines } from './carts.core.js';
import { findRegion, salesChannelFor } from './carts.region.js';
import { dropShippingMethods } from './carts.shipping.js';

/**
 * Changing a cart's details (`POST /store/carts/:id`): its email and customer, region, sales
 * channel, context, metadata and addresses; and its discounts, of which there are none yet.
 */

type UpdateInput = z.output<typeof StorePostCartsCartReq>;

export function createCartUpdate(core: CartCore) {
  const { change, cartOrNotFound } = core;

  return {
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
            fixedLines(cart, 'region_id');
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

    /** No discounts area yet: a code that is not on the cart leaves it as it is (v1). */
    async deleteDiscount(ctx: RequestContext, cartId: string): Promise<WireCart> {
      return openCart(await cartOrNotFound(ctx.storeId, cartId));
    },
  };
}
