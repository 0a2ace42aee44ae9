import type { AddressPayload, CartAddressInput } from '@storedesk/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/client.js';
import { rowsOf } from '../../platform/db/json.js';
import { StoredeskError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import type { LockedCart } from './carts.core.js';

type AddressInput = z.output<typeof CartAddressInput>;

/**
 * Writes an address object for the cart: its own row, updated, or a new one. An address id
 * names a saved address of `signedIn`, the customer signed in with the request (never the
 * customer the cart's email found: an email proves nothing), or the cart's own address.
 */
export async function setAddress(
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
