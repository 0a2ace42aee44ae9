import { columns, object, times } from '../../platform/db/json.js';

/** A shipping_profile row `alias` as a line's product embeds it (v1 `product.profile`). */
export const shippingProfileJson = (alias: string) =>
  object([
    ['id', `${alias}.id`],
    ...times(alias, true),
    ...columns(alias, ['name', 'type', 'metadata']),
  ]);
