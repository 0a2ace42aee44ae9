import type { AddressPayload } from '@storedesk/contract';
import type { z } from 'zod';
import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.js';
import { newId } from '../../platform/ids.js';
import { address, customer, type AddressRow, type CustomerRow } from './customers.tables.js';

/** An address payload as the route validated it (country code in lower case). */
export type AddressInput = z.output<typeof AddressPayload>;

/** A live customer of the store by id, or undefined. */
export async function findCustomer(
  tx: Executor,
  storeId: string,
  id: string,
): Promise<CustomerRow | undefined> {
  const rows = await tx
    .select()
    .from(customer)
    .where(and(eq(customer.storeId, storeId), eq(customer.id, id), isNull(customer.deletedAt)));
  return rows[0];
}

/** The live customer account of the store with this email (any case), or undefined. */
export async function findAccountByEmail(
  tx: Executor,
  storeId: string,
  email: string,
): Promise<CustomerRow | undefined> {
  const rows = await tx
    .select()
    .from(customer)
    .where(
      and(
        eq(customer.storeId, storeId),
        sql`lower(${customer.email}) = ${email.trim().toLowerCase()}`,
        eq(customer.hasAccount, true),
        isNull(customer.deletedAt),
      ),
    );
  return rows[0];
}

/**
 * The customer's saved shipping addresses (oldest first) and its billing address, in one
 * statement.
 */
export async function addressesOf(
  tx: Executor,
  row: CustomerRow,
): Promise<{ billingAddress: AddressRow | null; shippingAddresses: AddressRow[] }> {
  const rows = await tx
    .select()
    .from(address)
    .where(
      and(
        eq(address.storeId, row.storeId),
        or(
          and(eq(address.customerId, row.id), isNull(address.deletedAt)),
          row.billingAddressId ? eq(address.id, row.billingAddressId) : undefined,
        ),
      ),
    )
    .orderBy(address.createdAt, address.id);
  return {
    billingAddress: rows.find((one) => one.id === row.billingAddressId) ?? null,
    shippingAddresses: rows.filter((one) => one.customerId === row.id && !one.deletedAt),
  };
}

/** The condition of a live saved address of the customer (another's, or another store's, is none). */
export function savedAddress(storeId: string, customerId: string, addressId: string): SQL {
  return and(
    eq(address.storeId, storeId),
    eq(address.id, addressId),
    eq(address.customerId, customerId),
    isNull(address.deletedAt),
  )!;
}

/** Address columns from a payload: only the fields given (null clears one). */
export function addressColumns(input: AddressInput) {
  return {
    ...(input.first_name !== undefined && { firstName: input.first_name }),
    ...(input.last_name !== undefined && { lastName: input.last_name }),
    ...(input.phone !== undefined && { phone: input.phone }),
    ...(input.metadata !== undefined && { metadata: input.metadata }),
    ...(input.company !== undefined && { company: input.company }),
    ...(input.address_1 !== undefined && { address1: input.address_1 }),
    ...(input.address_2 !== undefined && { address2: input.address_2 }),
    ...(input.city !== undefined && { city: input.city }),
    ...(input.country_code !== undefined && { countryCode: input.country_code }),
    ...(input.province !== undefined && { province: input.province }),
    ...(input.postal_code !== undefined && { postalCode: input.postal_code }),
  };
}

/** Inserts an address of the store (owned by `customerId`, or by nobody) and answers it. */
export async function insertAddress(
  tx: Executor,
  storeId: string,
  customerId: string | null,
  input: AddressInput,
): Promise<AddressRow> {
  const rows = await tx
    .insert(address)
    .values({ storeId, id: newId('addr'), customerId, ...addressColumns(input) })
    .returning();
  return rows[0]!;
}
