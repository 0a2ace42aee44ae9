import type { FindParams, Storedesk } from '@storedesk/client';
import { queryKeysFactory, type QueryScope } from '../../keys.js';
import {
  clientQuery,
  detailKey,
  listsAndDetail,
  useClientMutation,
  useClientQuery,
  type Admin,
  type Arg,
  type ReadOptions,
  type WriteOptions,
} from '../helpers.js';
import { adminInventoryItemKeys } from './inventory-items.js';

// Reservations; a change also refreshes the inventory items, whose levels count them.

type R = Admin['reservations'];

export const adminReservationKeys = queryKeysFactory('admin_reservations');

const touched = (scope: QueryScope, id: string) => [
  ...listsAndDetail(adminReservationKeys, scope, id),
  adminInventoryItemKeys.all(scope),
];

export const adminReservationsQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  query?: Arg<R['list'], 0>,
) =>
  clientQuery(adminReservationKeys.list(scope, query), (o) =>
    client.admin.reservations.list(query, o),
  );

export function useAdminReservations(query?: Arg<R['list'], 0>, options?: ReadOptions<R['list']>) {
  return useClientQuery((c) => adminReservationsQueryOptions(c.client, c.scope, query), options);
}

export const adminReservationQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  id: string,
  query?: FindParams,
) =>
  clientQuery(detailKey(adminReservationKeys, scope, id, query), (o) =>
    client.admin.reservations.retrieve(id, query, o),
  );

export function useAdminReservation(
  id: string,
  query?: FindParams,
  options?: ReadOptions<R['retrieve']>,
) {
  return useClientQuery((c) => adminReservationQueryOptions(c.client, c.scope, id, query), options);
}

export function useAdminCreateReservation(
  options?: WriteOptions<R['create'], Arg<R['create'], 0>>,
) {
  const run = (client: Storedesk, body: Arg<R['create'], 0>) =>
    client.admin.reservations.create(body);
  return useClientMutation(
    run,
    (scope) => [adminReservationKeys.lists(scope), adminInventoryItemKeys.all(scope)],
    options,
  );
}

export function useAdminUpdateReservation(
  id: string,
  options?: WriteOptions<R['update'], Arg<R['update'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['update'], 1>) =>
    client.admin.reservations.update(id, body);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

export function useAdminDeleteReservation(id: string, options?: WriteOptions<R['delete'], void>) {
  const run = (client: Storedesk) => client.admin.reservations.delete(id);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}
