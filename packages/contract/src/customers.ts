import { z } from 'zod';
import {
  DateFilter,
  Email,
  ListParams,
  Metadata,
  Paging,
  Password,
  QueryBoolean,
  Timestamp,
  Timestamps,
  idList,
} from './common.js';
import {
  ORDER_FULFILLMENT_STATUSES,
  ORDER_PAYMENT_STATUSES,
  ORDER_STATUSES,
  Order,
} from './orders.js';

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

// ---- admin: /admin/customers ------------------------------------------------------------------

/**
 * An order as a customer's `orders` relation answers it on the admin API: the order's own
 * columns that a customer page shows, with its total as placed (null on an order placed before
 * totals were kept, until the start-up backfill has filled it).
 */
export const AdminCustomerOrder = z.object({
  object: z.literal('order'),
  id: z.string(),
  display_id: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(ORDER_PAYMENT_STATUSES),
  fulfillment_status: z.enum(ORDER_FULFILLMENT_STATUSES),
  created_at: Timestamp,
  currency_code: z.string(),
  email: z.string(),
  total: z.number().int().nullable(),
});
export type AdminCustomerOrder = z.infer<typeof AdminCustomerOrder>;

/**
 * A customer as the admin API answers it: its columns, and the relations `expand` names
 * (`orders`, `shipping_addresses`, `billing_address`, `groups`). Customer groups do not exist
 * yet, so `groups` is always empty.
 */
export const AdminCustomer = Customer.omit({ orders: true }).extend({
  /** The customer's newest orders first (at most CUSTOMER_ORDERS_LIMIT of them). */
  orders: z.array(AdminCustomerOrder).optional(),
  groups: z.array(z.looseObject({ id: z.string() })).optional(),
});
export type AdminCustomer = z.infer<typeof AdminCustomer>;

/** v1's page size of `GET /admin/customers`. */
export const CUSTOMERS_DEFAULT_LIMIT = 50;
/** How many of a customer's orders the `orders` relation answers, newest first. */
export const CUSTOMER_ORDERS_LIMIT = 100;
/** Sort fields of `GET /admin/customers` (`order=email`, `order=-created_at`). */
export const CUSTOMER_ORDER_FIELDS = [
  'created_at',
  'updated_at',
  'email',
  'first_name',
  'last_name',
] as const;
/** The relations `expand` may name. */
export const CUSTOMER_RELATIONS = [
  'orders',
  'shipping_addresses',
  'billing_address',
  'groups',
] as const;
/** What a single customer is answered with when `expand` is absent (v1's default). */
export const CUSTOMER_DEFAULT_RELATIONS = ['orders', 'shipping_addresses'] as const;
/** The fields `fields` may pick (`id` always comes). */
export const CUSTOMER_FIELDS = [
  'id',
  'created_at',
  'updated_at',
  'deleted_at',
  'email',
  'first_name',
  'last_name',
  'billing_address_id',
  'phone',
  'has_account',
  'metadata',
] as const;

/**
 * `GET /admin/customers` (v1 `AdminGetCustomersParams`). `q` looks in the email, the names
 * (also `first last` together) and the phone. `groups` is accepted as v1 sends it; no customer
 * is in a group yet, so it matches none. An unknown parameter is a 400 naming it.
 */
export const AdminGetCustomersParams = z.strictObject({
  ...ListParams.shape,
  has_account: QueryBoolean.optional(),
  groups: idList.optional(),
  created_at: DateFilter.optional(),
  updated_at: DateFilter.optional(),
});
export type AdminGetCustomersParams = z.input<typeof AdminGetCustomersParams>;

/** `expand` and `fields` of one customer (and of the writes, which answer it). */
export const AdminGetCustomerParams = z.strictObject({
  expand: z.string().optional(),
  fields: z.string().optional(),
});
export type AdminGetCustomerParams = z.input<typeof AdminGetCustomerParams>;

/** `POST /admin/customers`: a customer account (v1 requires the names and a password). */
export const AdminPostCustomersReq = z.strictObject({
  email: Email,
  first_name: Name.min(1),
  last_name: Name.min(1),
  password: Password,
  phone: Phone.optional(),
  metadata: Metadata.optional(),
});
export type AdminPostCustomersReq = z.input<typeof AdminPostCustomersReq>;

/**
 * `POST /admin/customers/:id`. The email of a customer with an account cannot change (v1);
 * null clears a name or the phone. `groups` is accepted and ignored until groups exist.
 */
export const AdminPostCustomersCustomerReq = z.strictObject({
  email: Email.optional(),
  first_name: Name.nullable().optional(),
  last_name: Name.nullable().optional(),
  phone: Phone.nullable().optional(),
  password: Password.optional(),
  metadata: Metadata.optional(),
  groups: z.array(z.strictObject({ id: z.string().min(1) })).optional(),
});
export type AdminPostCustomersCustomerReq = z.input<typeof AdminPostCustomersCustomerReq>;

export const AdminCustomersRes = z.object({ customer: AdminCustomer });
export type AdminCustomersRes = z.infer<typeof AdminCustomersRes>;

export const AdminCustomersListRes = z.object({
  customers: z.array(AdminCustomer),
  ...Paging,
});
export type AdminCustomersListRes = z.infer<typeof AdminCustomersListRes>;

/**
 * A customer as answered: `fields` and `expand` may leave parts out, so everything but the id
 * is optional on the wire schema the routes answer with. Clients that send neither get
 * `AdminCustomer`.
 */
export const AdminCustomerSelection = AdminCustomer.partial().required({ id: true });
export const AdminCustomersSelectionRes = z.object({ customer: AdminCustomerSelection });
export const AdminCustomersSelectionListRes = z.object({
  customers: z.array(AdminCustomerSelection),
  ...Paging,
});
