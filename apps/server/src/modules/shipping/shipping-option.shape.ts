import { columns, object, times } from '../../platform/db/json.js';

/*
 * The shipping option a cart's or an order's shipping method embeds, in Medusa v1's field
 * order (without its prices and requirements, as v1 answers it there).
 */

/** A shipping_option row `alias`. */
export const shippingOptionJson = (alias: string) =>
  object([
    ['id', `${alias}.id`],
    ...times(alias, true),
    ...columns(alias, [
      'name',
      'region_id',
      'profile_id',
      'provider_id',
      'price_type',
      'amount',
      'is_return',
      'admin_only',
      'includes_tax',
      'data',
      'metadata',
    ]),
  ]);
