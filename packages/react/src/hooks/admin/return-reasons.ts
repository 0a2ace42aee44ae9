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

type R = Admin['returnReasons'];

export const adminReturnReasonKeys = queryKeysFactory('admin_return_reasons');

const touched = (scope: QueryScope, id: string) => listsAndDetail(adminReturnReasonKeys, scope, id);

export const adminReturnReasonsQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  query?: Arg<R['list'], 0>,
) =>
  clientQuery(adminReturnReasonKeys.list(scope, query), (o) =>
    client.admin.returnReasons.list(query, o),
  );

export function useAdminReturnReasons(query?: Arg<R['list'], 0>, options?: ReadOptions<R['list']>) {
  return useClientQuery((c) => adminReturnReasonsQueryOptions(c.client, c.scope, query), options);
}

export const adminReturnReasonQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  id: string,
  query?: FindParams,
) =>
  clientQuery(detailKey(adminReturnReasonKeys, scope, id, query), (o) =>
    client.admin.returnReasons.retrieve(id, query, o),
  );

export function useAdminReturnReason(
  id: string,
  query?: FindParams,
  options?: ReadOptions<R['retrieve']>,
) {
  return useClientQuery(
    (c) => adminReturnReasonQueryOptions(c.client, c.scope, id, query),
    options,
  );
}

export function useAdminCreateReturnReason(
  options?: WriteOptions<R['create'], Arg<R['create'], 0>>,
) {
  const run = (client: Storedesk, body: Arg<R['create'], 0>) =>
    client.admin.returnReasons.create(body);
  return useClientMutation(run, (scope) => [adminReturnReasonKeys.lists(scope)], options);
}

export function useAdminUpdateReturnReason(
  id: string,
  options?: WriteOptions<R['update'], Arg<R['update'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['update'], 1>) =>
    client.admin.returnReasons.update(id, body);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

export function useAdminDeleteReturnReason(id: string, options?: WriteOptions<R['delete'], void>) {
  const run = (client: Storedesk) => client.admin.returnReasons.delete(id);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}
