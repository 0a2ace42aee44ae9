import { z } from 'zod';
import { Email, Metadata, Password, Timestamps } from './common.js';
import { Order } from './orders.js';

/**
 * Customer accounts of the store API (Medusa v1 `/store/customers` and `/store/auth`). A
 * customer belongs to one store; the same email may be a customer of many stores.
 */

/** A postal address (v1 `Address`): saved by a customer, or held by a cart or an order. */
export const Address = z.object({
  id: z.string(),
  ...Timestamps,
  customer_id: z.string().nullable(),
  company: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  address_1: z.string().nullable(),
  address_2: z.string().nullable(),
  city: z.string().nullable(),
  country_code: z.string().nullable(),
  province: z.string().nullable(),
  postal_code: z.string().nullable(),
  phone: z.string().nullable(),
  metadata: Metadata,
});
export type Address = z.infer<typeof Address>;

/**
 * A customer as the store API answers it. Never with `password_hash`. `billing_address` and
 * `shipping_addresses` come with `/store/customers/*`, `orders` and `shipping_addresses` with
 * `/store/auth` (v1's default relations of each).
 */
export const Customer = z.object({
  id: z.string(),
  ...Timestamps,
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  billing_address_id: z.string().nullable(),
  phone: z.string().nullable(),
  has_account: z.boolean(),
  metadata: Metadata,
  billing_address: Address.nullable().optional(),
  shipping_addresses: z.array(Address).optional(),
  /** `/store/auth` only: the customer's orders, newest first. */
  orders: z.array(Order).optional(),
});
export type Customer = z.infer<typeof Customer>;

const Name = z.string().trim().max(200);
const Phone = z.string().trim().max(100);
const text = (max: number) => z.string().trim().max(max);

/** An ISO 3166-1 alpha-2 country code, any case (stored lower case, as v1 does). */
export const AddressCountryCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, { message: 'must be a two-letter ISO 3166-1 country code' })
  .transform((code) => code.toLowerCase());

/** The fields of an address a client may set (v1 `AddressPayload`), every one optional. */
export const AddressPayload = z.strictObject({
  first_name: Name.nullable().optional(),
  last_name: Name.nullable().optional(),
  phone: Phone.nullable().optional(),
  metadata: Metadata.optional(),
  company: text(300).nullable().optional(),
  address_1: text(300).nullable().optional(),
  address_2: text(300).nullable().optional(),
  city: text(200).nullable().optional(),
  country_code: AddressCountryCode.nullable().optional(),
  province: text(200).nullable().optional(),
  postal_code: text(50).nullable().optional(),
});
export type AddressPayload = z.input<typeof AddressPayload>;

/**
 * A new address (v1 `AddressCreatePayload`): the names, first line, city, country and postal
 * code are required.
 */
export const AddressCreatePayload = AddressPayload.extend({
  first_name: Name.min(1),
  last_name: Name.min(1),
  address_1: text(300).min(1),
  city: text(200).min(1),
  country_code: AddressCountryCode,
  postal_code: text(50).min(1),
});
export type AddressCreatePayload = z.input<typeof AddressCreatePayload>;

/** `POST /store/customers`: register (a guest of this store with the email becomes the account). */
export const StorePostCustomersReq = z.strictObject({
  first_name: Name.optional(),
  last_name: Name.optional(),
  email: Email,
  password: Password,
  phone: Phone.optional(),
});
export type StorePostCustomersReq = z.input<typeof StorePostCustomersReq>;

/** `POST /store/customers/me`. `billing_address` is a new address or the id of a saved one. */
export const StorePostCustomersCustomerReq = z.strictObject({
  billing_address: z.union([AddressPayload, z.string().min(1)]).optional(),
  first_name: Name.optional(),
  last_name: Name.optional(),
  password: Password.optional(),
  phone: Phone.optional(),
  email: Email.optional(),
  metadata: Metadata.optional(),
});
export type StorePostCustomersCustomerReq = z.input<typeof StorePostCustomersCustomerReq>;

export const StorePostCustomersCustomerAddressesReq = z.strictObject({
  address: AddressCreatePayload,
});
export type StorePostCustomersCustomerAddressesReq = z.input<
  typeof StorePostCustomersCustomerAddressesReq
>;

export const StorePostCustomersCustomerAddressesAddressReq = AddressPayload;
export type StorePostCustomersCustomerAddressesAddressReq = z.input<
  typeof StorePostCustomersCustomerAddressesAddressReq
>;

export const AddressIdParams = z.object({ address_id: z.string().min(1) });
export type AddressIdParams = z.infer<typeof AddressIdParams>;

export const StorePostCustomersCustomerPasswordTokenReq = z.strictObject({ email: Email });
export type StorePostCustomersCustomerPasswordTokenReq = z.input<
  typeof StorePostCustomersCustomerPasswordTokenReq
>;

export const StorePostCustomersResetPasswordReq = z.strictObject({
  email: Email,
  token: z.string().min(1).max(512),
  password: Password,
});
export type StorePostCustomersResetPasswordReq = z.input<typeof StorePostCustomersResetPasswordReq>;

export const StoreCustomersRes = z.object({ customer: Customer });
export type StoreCustomersRes = z.infer<typeof StoreCustomersRes>;

export const StoreCustomersListPaymentMethodsRes = z.object({
  payment_methods: z.array(
    z.object({ provider_id: z.string(), data: z.record(z.string(), z.unknown()) }),
  ),
});
export type StoreCustomersListPaymentMethodsRes = z.infer<
  typeof StoreCustomersListPaymentMethodsRes
>;

/** `POST /store/auth` and `POST /store/auth/token`. */
export const StorePostAuthReq = z.strictObject({
  email: z.string().trim().min(1).max(320),
  password: z.string().min(1).max(256),
});
export type StorePostAuthReq = z.input<typeof StorePostAuthReq>;

export const StoreAuthRes = z.object({ customer: Customer });
export type StoreAuthRes = z.infer<typeof StoreAuthRes>;

export const StoreBearerAuthRes = z.object({ access_token: z.string() });
export type StoreBearerAuthRes = z.infer<typeof StoreBearerAuthRes>;

export const StoreGetAuthEmailParams = z.object({ email: z.string().min(1).max(320) });
export type StoreGetAuthEmailParams = z.infer<typeof StoreGetAuthEmailParams>;

export const StoreGetAuthEmailRes = z.object({ exists: z.boolean() });
export type StoreGetAuthEmailRes = z.infer<typeof StoreGetAuthEmailRes>;
