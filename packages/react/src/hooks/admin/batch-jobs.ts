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

type R = Admin['batchJobs'];

export const adminBatchJobKeys = queryKeysFactory('admin_batch_jobs');

const touched = (scope: QueryScope, id: string) => listsAndDetail(adminBatchJobKeys, scope, id);

export const adminBatchJobsQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  query?: Arg<R['list'], 0>,
) =>
  clientQuery(adminBatchJobKeys.list(scope, query), (o) => client.admin.batchJobs.list(query, o));

export function useAdminBatchJobs(query?: Arg<R['list'], 0>, options?: ReadOptions<R['list']>) {
  return useClientQuery((c) => adminBatchJobsQueryOptions(c.client, c.scope, query), options);
}

export const adminBatchJobQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  id: string,
  query?: FindParams,
) =>
  clientQuery(detailKey(adminBatchJobKeys, scope, id, query), (o) =>
    client.admin.batchJobs.retrieve(id, query, o),
  );

export function useAdminBatchJob(
  id: string,
  query?: FindParams,
  options?: ReadOptions<R['retrieve']>,
) {
  return useClientQuery((c) => adminBatchJobQueryOptions(c.client, c.scope, id, query), options);
}

export function useAdminCreateBatchJob(options?: WriteOptions<R['create'], Arg<R['create'], 0>>) {
  const run = (client: Storedesk, body: Arg<R['create'], 0>) => client.admin.batchJobs.create(body);
  return useClientMutation(run, (scope) => [adminBatchJobKeys.lists(scope)], options);
}

export function useAdminUpdateBatchJob(
  id: string,
  options?: WriteOptions<R['update'], Arg<R['update'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['update'], 1>) =>
    client.admin.batchJobs.update(id, body);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

export function useAdminDeleteBatchJob(id: string, options?: WriteOptions<R['delete'], void>) {
  const run = (client: Storedesk) => client.admin.batchJobs.delete(id);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

export function useAdminConfirmBatchJob(id: string, options?: WriteOptions<R['confirm'], void>) {
  const run = (client: Storedesk) => client.admin.batchJobs.confirm(id);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

export function useAdminCancelBatchJob(id: string, options?: WriteOptions<R['cancel'], void>) {
  const run = (client: Storedesk) => client.admin.batchJobs.cancel(id);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}
