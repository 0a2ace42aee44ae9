import type { Storedesk } from '@storedesk/client';
import { adminAnalyticsConfigKeys, type QueryScope } from '../../keys.js';
import {
  clientQuery,
  useClientMutation,
  useClientQuery,
  type Admin,
  type Arg,
  type ReadOptions,
  type WriteOptions,
} from '../helpers.js';

// The signed-in user's usage-analytics preferences (SPEC point 7).

type R = Admin['analyticsConfigs'];

/** Never retried (SPEC point 7); pass `enabled` from the analytics feature flag. */
export const adminAnalyticsConfigQueryOptions = (client: Storedesk, scope: QueryScope) =>
  clientQuery(
    adminAnalyticsConfigKeys.detail(scope, 'current'),
    (o) => client.admin.analyticsConfigs.retrieve(o),
    { retry: false },
  );

export function useAdminAnalyticsConfig(options?: ReadOptions<R['retrieve']>) {
  return useClientQuery((c) => adminAnalyticsConfigQueryOptions(c.client, c.scope), options);
}

export function useAdminCreateAnalyticsConfig(
  options?: WriteOptions<R['create'], Arg<R['create'], 0>>,
) {
  const run = (client: Storedesk, body: Arg<R['create'], 0>) =>
    client.admin.analyticsConfigs.create(body);
  return useClientMutation(run, (scope) => [adminAnalyticsConfigKeys.all(scope)], options);
}

export function useAdminUpdateAnalyticsConfig(
  options?: WriteOptions<R['update'], Arg<R['update'], 0>>,
) {
  const run = (client: Storedesk, body: Arg<R['update'], 0>) =>
    client.admin.analyticsConfigs.update(body);
  return useClientMutation(run, (scope) => [adminAnalyticsConfigKeys.all(scope)], options);
}
