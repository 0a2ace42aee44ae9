import type { AdminGetDashboardParams, Dashboard } from '@storedesk/contract';
import type { AppDeps, AdminContext } from '../../platform/context.js';
import { sqlStateOf } from '../../platform/db/errors.js';
import { StoredeskError } from '../../platform/errors.js';
import { periodOf } from './dashboard.period.js';
import { readDashboard } from './dashboard.query.js';

/** PostgreSQL's "invalid parameter value": a time zone it does not know. */
const UNKNOWN_ZONE = '22023';

/** The home page's figures for a period of days (one statement, dashboard.query.ts). */
export function createDashboardService(
  deps: Pick<AppDeps, 'db'>,
  now: () => Date = () => new Date(),
) {
  return {
    async retrieve(ctx: AdminContext, query: AdminGetDashboardParams): Promise<Dashboard> {
      const period = periodOf(query, now());
      try {
        const figures = await readDashboard(deps.db, ctx.storeId, period);
        return {
          period: { from: period.from, to: period.to, tz: period.tz, days: period.days },
          previous_period: period.previous,
          ...figures,
        };
      } catch (error) {
        // The runtime knew the zone (the contract checked) but the database's zone data does not.
        if (sqlStateOf(error) === UNKNOWN_ZONE) {
          throw new StoredeskError('invalid_data', 'tz is a time zone the database does not know');
        }
        throw error;
      }
    },
  };
}
