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
import { adminOrderKeys } from './orders.js';

// Claims by id. The lifecycle (`useAdminCreateClaim(orderId)`, ...) is in `orders.ts`, as on the
// client.

type R = Admin['claims'];

export const adminClaimKeys = queryKeysFactory('admin_claims');

const touched = (scope: QueryScope, id: string) => [
  ...listsAndDetail(adminClaimKeys, scope, id),
  adminOrderKeys.all(scope),
];

export const adminClaimsQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  query?: Arg<R['list'], 0>,
) => clientQuery(adminClaimKeys.list(scope, query), (o) => client.admin.claims.list(query, o));

export function useAdminClaims(query?: Arg<R['list'], 0>, options?: ReadOptions<R['list']>) {
  return useClientQuery((c) => adminClaimsQueryOptions(c.client, c.scope, query), options);
}

export const adminClaimQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  id: string,
  query?: FindParams,
) =>
  clientQuery(detailKey(adminClaimKeys, scope, id, query), (o) =>
    client.admin.claims.retrieve(id, query, o),
  );

export function useAdminClaim(
  id: string,
  query?: FindParams,
  options?: ReadOptions<R['retrieve']>,
) {
  return useClientQuery((c) => adminClaimQueryOptions(c.client, c.scope, id, query), options);
}

export function useAdminCreateStandaloneClaim(
  options?: WriteOptions<R['create'], Arg<R['create'], 0>>,
) {
  const run = (client: Storedesk, body: Arg<R['create'], 0>) => client.admin.claims.create(body);
  return useClientMutation(
    run,
    (scope) => [adminClaimKeys.lists(scope), adminOrderKeys.all(scope)],
    options,
  );
}

export function useAdminUpdateStandaloneClaim(
  id: string,
  options?: WriteOptions<R['update'], Arg<R['update'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['update'], 1>) =>
    client.admin.claims.update(id, body);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

export function useAdminDeleteClaim(id: string, options?: WriteOptions<R['delete'], void>) {
  const run = (client: Storedesk) => client.admin.claims.delete(id);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}
