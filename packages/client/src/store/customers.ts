import type { CallOptions, HttpClient } from '../http.js';
import type { ListQuery, ListRes, Res, Untyped } from '../placeholders.js';
import { path } from '../resource.js';

type CustomerRes = Res<'customer'>;

/** Default page of `listOrders` (SPEC point 9). */
export const CUSTOMER_ORDERS_DEFAULT_QUERY = { limit: 10, offset: 0 } as const;

/** The signed-in shopper's account, addresses, payment methods and orders. */
export function storeCustomers(http: HttpClient) {
  return {
    create: (body: Untyped, options?: CallOptions) =>
      http.post<CustomerRes>('/store/customers', body, options),
    retrieve: (options?: CallOptions) =>
      http.get<CustomerRes>('/store/customers/me', undefined, options),
    update: (body: Untyped, options?: CallOptions) =>
      http.post<CustomerRes>('/store/customers/me', body, options),
    /** The shopper's orders; `limit` 10 and `offset` 0 unless the query says otherwise. */
    listOrders: (query?: ListQuery, options?: CallOptions) =>
      http.get<ListRes<'orders'>>(
        '/store/customers/me/orders',
        { ...CUSTOMER_ORDERS_DEFAULT_QUERY, ...query },
        options,
      ),
    /** Body `{ email, password, token }`. */
    resetPassword: (body: Untyped, options?: CallOptions) =>
      http.post<CustomerRes>('/store/customers/password-reset', body, options),
    /** Body `{ email }`: emails a reset token. */
    generatePasswordToken: (body: Untyped, options?: CallOptions) =>
      http.post<void>('/store/customers/password-token', body, options),
    addresses: {
      addAddress: (body: Untyped, options?: CallOptions) =>
        http.post<CustomerRes>('/store/customers/me/addresses', body, options),
      updateAddress: (addressId: string, body: Untyped, options?: CallOptions) =>
        http.post<CustomerRes>(path`/store/customers/me/addresses/${addressId}`, body, options),
      deleteAddress: (addressId: string, options?: CallOptions) =>
        http.delete<CustomerRes>(
          path`/store/customers/me/addresses/${addressId}`,
          undefined,
          options,
        ),
    },
    paymentMethods: {
      list: (options?: CallOptions) =>
        http.get<{ payment_methods: Untyped[] }>(
          '/store/customers/me/payment-methods',
          undefined,
          options,
        ),
    },
  };
}
export type StoreCustomersResource = ReturnType<typeof storeCustomers>;
