import { columns, object, times } from '../../platform/db/json.js';

/*
 * The sales channel as the answers that embed it write it (a cart's, an order's, an admin
 * product's channels), in Medusa v1's field order; sales-channels.mapper.ts answers the same
 * shape from Drizzle rows.
 */

/** A sales_channel row `alias`. */
export const salesChannelJson = (alias: string) =>
  object([
    ['id', `${alias}.id`],
    ...times(alias, true),
    ...columns(alias, ['name', 'description', 'is_disabled', 'metadata']),
  ]);

/** The sales channel of a cart or order row `owner` (its `sales_channel_id`), or null. */
export const salesChannelOf = (owner: string) =>
  `(SELECT ${salesChannelJson('sc')} FROM sales_channel sc
    WHERE sc.store_id = ${owner}.store_id AND sc.id = ${owner}.sales_channel_id)`;
