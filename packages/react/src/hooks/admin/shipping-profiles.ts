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

type R = Admin['shippingProfiles'];

export const adminShippingProfileKeys = queryKeysFactory('admin_shipping_profiles');

const touched = (scope: QueryScope, id: string) =>
  listsAndDetail(adminShippingProfileKeys, scope, id);

export const adminShippingProfilesQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  query?: Arg<R['list'], 0>,
) =>
  clientQuery(adminShippingProfileKeys.list(scope, query), (o) =>
    client.admin.shippingProfiles.list(query, o),
  );

export function useAdminShippingProfiles(
  query?: Arg<R['list'], 0>,
  options?: ReadOptions<R['list']>,
) {
  return useClientQuery(
    (c) => adminShippingProfilesQueryOptions(c.client, c.scope, query),
    options,
  );
}

export const adminShippingProfileQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  id: string,
  query?: FindParams,
) =>
  clientQuery(detailKey(adminShippingProfileKeys, scope, id, query), (o) =>
    client.admin.shippingProfiles.retrieve(id, query, o),
  );

export function useAdminShippingProfile(
  id: string,
  query?: FindParams,
  options?: ReadOptions<R['retrieve']>,
) {
  return useClientQuery(
    (c) => adminShippingProfileQueryOptions(c.client, c.scope, id, query),
    options,
  );
}

export function useAdminCreateShippingProfile(
  options?: WriteOptions<R['create'], Arg<R['create'], 0>>,
) {
  const run = (client: Storedesk, body: Arg<R['create'], 0>) =>
    client.admin.shippingProfiles.create(body);
  return useClientMutation(run, (scope) => [adminShippingProfileKeys.lists(scope)], options);
}

export function useAdminUpdateShippingProfile(
  id: string,
  options?: WriteOptions<R['update'], Arg<R['update'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['update'], 1>) =>
    client.admin.shippingProfiles.update(id, body);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

export function useAdminDeleteShippingProfile(
  id: string,
  options?: WriteOptions<R['delete'], void>,
) {
  const run = (client: Storedesk) => client.admin.shippingProfiles.delete(id);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}
