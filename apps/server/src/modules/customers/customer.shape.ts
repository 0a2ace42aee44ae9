import { columns, listOf, object, times } from '../../platform/db/json.js';

/*
 * The customer and the address as every answer embeds them, in Medusa v1's field order: a
 * cart's and an order's customer and addresses, a draft order's cart, the admin customer with
 * its addresses. customers.mapper.ts answers the same shapes from Drizzle rows for the store
 * customer routes; src/edge/shapes.test.ts holds the two to the same keys.
 */

/** A customer row `alias`'s columns (never the password hash), then `relations`. */
export const customerJson = (alias: string, relations: [string, string][] = []) =>
  object([
    ['id', `${alias}.id`],
    ...times(alias, true),
    ...columns(alias, [
      'email',
      'first_name',
      'last_name',
      'billing_address_id',
      'phone',
      'has_account',
      'metadata',
    ]),
    ...relations,
  ]);

/** The customer of a cart or order row `owner` (its `customer_id`), or null. */
export const customerOf = (owner: string) =>
  `(SELECT ${customerJson('cu')} FROM customer cu
    WHERE cu.store_id = ${owner}.store_id AND cu.id = ${owner}.customer_id)`;

/** An address as the fragment writes it. */
export interface AddressJson {
  id: string;
  first_name: string | null;
  last_name: string | null;
  address_1: string | null;
  address_2: string | null;
  city: string | null;
  postal_code: string | null;
  country_code: string | null;
  [key: string]: unknown;
}

/** An address row `alias` (saved by a customer, or held by a cart or an order). */
export const addressJson = (alias: string) =>
  object([
    ['id', `${alias}.id`],
    ...times(alias, true),
    ...columns(alias, [
      'customer_id',
      'company',
      'first_name',
      'last_name',
      'address_1',
      'address_2',
      'city',
      'country_code',
      'province',
      'postal_code',
      'phone',
      'metadata',
    ]),
  ]);

/** The address a row `owner` names in `column` (`shipping_address_id`...), or null. */
export const addressOf = (owner: string, column: string) =>
  `(SELECT ${addressJson('ad')} FROM address ad
    WHERE ad.store_id = ${owner}.store_id AND ad.id = ${owner}.${column})`;

/** The addresses a customer row `owner` keeps (not those removed since), oldest first. */
export const savedAddressesOf = (owner: string) =>
  listOf(
    addressJson('ad'),
    `address ad WHERE ad.store_id = ${owner}.store_id AND ad.customer_id = ${owner}.id
      AND ad.deleted_at IS NULL`,
    'ad.created_at, ad.id',
  );
