import type {
  StoreCustomersListOrdersRes,
  StoreCustomersListPaymentMethodsRes,
  StoreCustomersRes,
  StoreGetCustomersCustomerOrdersParams,
  StorePostCustomersCustomerAddressesAddressReq,
  StorePostCustomersCustomerAddressesReq,
  StorePostCustomersCustomerPasswordTokenReq,
  StorePostCustomersCustomerReq,
  StorePostCustomersReq,
  StorePostCustomersResetPasswordReq,
} from '@storedesk/contract';
import type { CallOptions, HttpClient } from '../http.js';
import { path } from '../resource.js';

/** Default page of `listOrders` (SPEC point 9). */
export const CUSTOMER_ORDERS_DEFAULT_QUERY = { limit: 10, offset: 0 } as const;

/**
 * The shopper's account: registration, the signed-in customer (`/me`), addresses, payment
 * methods, orders, and the password reset by email.
 */
export function storeCustomers(http: HttpClient) {
  return {
    /** Registers and signs in (a cookie session); an email with an account is a 422. */
    create: (body: StorePostCustomersReq, options?: CallOptions) =>
      http.post<StoreCustomersRes>('/store/customers', body, options),
    retrieve: (options?: CallOptions) =>
      http.get<StoreCustomersRes>('/store/customers/me', undefined, options),
    update: (body: StorePostCustomersCustomerReq, options?: CallOptions) =>
      http.post<StoreCustomersRes>('/store/customers/me', body, options),
    /** The shopper's orders; `limit` 10 and `offset` 0 unless the query says otherwise. */
    listOrders: (query?: Partial<StoreGetCustomersCustomerOrdersParams>, options?: CallOptions) =>
      http.get<StoreCustomersListOrdersRes>(
        '/store/customers/me/orders',
        { ...CUSTOMER_ORDERS_DEFAULT_QUERY, ...query },
        options,
      ),
    /** Sets a new password with the code `generatePasswordToken` mailed. */
    resetPassword: (body: StorePostCustomersResetPasswordReq, options?: CallOptions) =>
      http.post<StoreCustomersRes>('/store/customers/password-reset', body, options),
    /** Mails a reset code if the email has an account; the answer is the same either way. */
    generatePasswordToken: (
      body: StorePostCustomersCustomerPasswordTokenReq,
      options?: CallOptions,
    ) => http.post<void>('/store/customers/password-token', body, options),
    addresses: {
      addAddress: (body: StorePostCustomersCustomerAddressesReq, options?: CallOptions) =>
        http.post<StoreCustomersRes>('/store/customers/me/addresses', body, options),
      updateAddress: (
        addressId: string,
        body: StorePostCustomersCustomerAddressesAddressReq,
        options?: CallOptions,
      ) =>
        http.post<StoreCustomersRes>(
          path`/store/customers/me/addresses/${addressId}`,
          body,
          options,
        ),
      deleteAddress: (addressId: string, options?: CallOptions) =>
        http.delete<StoreCustomersRes>(
          path`/store/customers/me/addresses/${addressId}`,
          undefined,
          options,
        ),
    },
    paymentMethods: {
      list: (options?: CallOptions) =>
        http.get<StoreCustomersListPaymentMethodsRes>(
          '/store/customers/me/payment-methods',
          undefined,
          options,
        ),
    },
  };
}
export type StoreCustomersResource = ReturnType<typeof storeCustomers>;
