import type { ListQuery, Storedesk } from '@storedesk/client';
import { authKeys, customerKeys, type QueryScope } from '../../keys.js';
import {
  clientQuery,
  invalidatesNothing,
  useClientMutation,
  useClientQuery,
  type Arg,
  type ReadOptions,
  type Store,
  type WriteOptions,
} from '../helpers.js';

// The signed-in shopper (`me`): account, addresses, payment methods and orders. Every write
// refreshes all of it.

type R = Store['customers'];

const me = (scope: QueryScope) => customerKeys.detail(scope, 'me');
const touched = (scope: QueryScope) => [customerKeys.all(scope)];
/** Registering signs the shopper in, and a password reset signs them out everywhere. */
const signedInOrOut = (scope: QueryScope) => [customerKeys.all(scope), authKeys.all(scope)];
type UpdateAddress = Arg<R['addresses']['updateAddress'], 1> & { addressId: string };

export const meCustomerQueryOptions = (client: Storedesk, scope: QueryScope) =>
  clientQuery(me(scope), (o) => client.store.customers.retrieve(o));

export function useMeCustomer(options?: ReadOptions<R['retrieve']>) {
  return useClientQuery((c) => meCustomerQueryOptions(c.client, c.scope), options);
}

/** Limit 10 and offset 0 unless the query says otherwise (SPEC point 9). */
export const customerOrdersQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  query?: ListQuery,
) =>
  clientQuery([...me(scope), 'orders', query ?? {}], (o) =>
    client.store.customers.listOrders(query, o),
  );

export function useCustomerOrders(query?: ListQuery, options?: ReadOptions<R['listOrders']>) {
  return useClientQuery((c) => customerOrdersQueryOptions(c.client, c.scope, query), options);
}

export function useCreateCustomer(options?: WriteOptions<R['create'], Arg<R['create'], 0>>) {
  const run = (client: Storedesk, body: Arg<R['create'], 0>) => client.store.customers.create(body);
  return useClientMutation(run, (scope) => signedInOrOut(scope), options);
}

export function useUpdateMe(options?: WriteOptions<R['update'], Arg<R['update'], 0>>) {
  const run = (client: Storedesk, body: Arg<R['update'], 0>) => client.store.customers.update(body);
  return useClientMutation(run, (scope) => touched(scope), options);
}

/** Variables `{ email, token, password }`: the code from the reset mail and the new password. */
export function useResetCustomerPassword(
  options?: WriteOptions<R['resetPassword'], Arg<R['resetPassword'], 0>>,
) {
  const run = (client: Storedesk, body: Arg<R['resetPassword'], 0>) =>
    client.store.customers.resetPassword(body);
  return useClientMutation(run, (scope) => signedInOrOut(scope), options);
}

/** Variables `{ email }`: mails a reset code if the email has an account. */
export function useGenerateCustomerPasswordToken(
  options?: WriteOptions<R['generatePasswordToken'], Arg<R['generatePasswordToken'], 0>>,
) {
  const run = (client: Storedesk, body: Arg<R['generatePasswordToken'], 0>) =>
    client.store.customers.generatePasswordToken(body);
  return useClientMutation(run, invalidatesNothing, options);
}

export const customerPaymentMethodsQueryOptions = (client: Storedesk, scope: QueryScope) =>
  clientQuery([...me(scope), 'payment_methods'], (o) =>
    client.store.customers.paymentMethods.list(o),
  );

export function useCustomerPaymentMethods(options?: ReadOptions<R['paymentMethods']['list']>) {
  return useClientQuery((c) => customerPaymentMethodsQueryOptions(c.client, c.scope), options);
}

export function useAddCustomerAddress(
  options?: WriteOptions<R['addresses']['addAddress'], Arg<R['addresses']['addAddress'], 0>>,
) {
  const run = (client: Storedesk, body: Arg<R['addresses']['addAddress'], 0>) =>
    client.store.customers.addresses.addAddress(body);
  return useClientMutation(run, (scope) => touched(scope), options);
}

/** Variables: the address fields plus its `addressId`. */
export function useUpdateCustomerAddress(
  options?: WriteOptions<R['addresses']['updateAddress'], UpdateAddress>,
) {
  const run = (client: Storedesk, { addressId, ...body }: UpdateAddress) =>
    client.store.customers.addresses.updateAddress(addressId, body);
  return useClientMutation(run, (scope) => touched(scope), options);
}

/** Variables: the address id. */
export function useDeleteCustomerAddress(
  options?: WriteOptions<R['addresses']['deleteAddress'], string>,
) {
  const run = (client: Storedesk, addressId: string) =>
    client.store.customers.addresses.deleteAddress(addressId);
  return useClientMutation(run, (scope) => touched(scope), options);
}
