import type { Address, Customer, Order } from '@storedesk/contract';
import { timestamps } from '../../platform/dates.js';
import type { AddressRow, CustomerRow } from './customers.tables.js';

/*
 * The customer and the address from Drizzle rows, for the store customer routes: the same
 * shapes customer.shape.ts writes in SQL for every other answer (src/edge/shapes.test.ts holds
 * the two to the same keys).
 */

/** An address as v1 answers it (saved by a customer, or held by a cart or an order). */
export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    ...timestamps(row),
    customer_id: row.customerId,
    company: row.company,
    first_name: row.firstName,
    last_name: row.lastName,
    address_1: row.address1,
    address_2: row.address2,
    city: row.city,
    country_code: row.countryCode,
    province: row.province,
    postal_code: row.postalCode,
    phone: row.phone,
    metadata: row.metadata ?? null,
  };
}

/** The columns of a customer every answer has (never the password hash). */
export function toCustomerFields(row: CustomerRow): Customer {
  return {
    id: row.id,
    ...timestamps(row),
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    billing_address_id: row.billingAddressId,
    phone: row.phone,
    has_account: row.hasAccount,
    metadata: row.metadata ?? null,
  };
}

/** What a customer is answered with besides its columns (v1 relations). */
export interface CustomerRelations {
  billingAddress?: AddressRow | null;
  shippingAddresses?: AddressRow[];
  orders?: Order[];
}

/**
 * A customer as the store API answers it: its columns, then the relations given (v1 answers
 * `billing_address` and `shipping_addresses` from `/store/customers`, `orders` and
 * `shipping_addresses` from `/store/auth`).
 */
export function toCustomer(row: CustomerRow, relations: CustomerRelations = {}): Customer {
  return {
    ...toCustomerFields(row),
    ...(relations.billingAddress !== undefined && {
      billing_address: relations.billingAddress ? toAddress(relations.billingAddress) : null,
    }),
    ...(relations.shippingAddresses && {
      shipping_addresses: relations.shippingAddresses.map(toAddress),
    }),
    ...(relations.orders && { orders: relations.orders }),
  };
}
