import type { Storedesk } from '@storedesk/client';
import type { AdminGetDashboardParams } from '@storedesk/contract';
import { adminDashboardKeys, type QueryScope } from '../../keys.js';
import { clientQuery, useClientQuery, type Admin, type ReadOptions } from '../helpers.js';

// The home page's figures (`/admin/dashboard`): a read only, nothing to invalidate.

type R = Admin['dashboard'];

export const adminDashboardQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  query: AdminGetDashboardParams = {},
) =>
  clientQuery(adminDashboardKeys.list(scope, query), (o) =>
    client.admin.dashboard.retrieve(query, o),
  );

/** The figures of a period: `useAdminDashboard({ from, to, tz })`. */
export function useAdminDashboard(
  query: AdminGetDashboardParams = {},
  options?: ReadOptions<R['retrieve']>,
) {
  return useClientQuery((c) => adminDashboardQueryOptions(c.client, c.scope, query), options);
}
