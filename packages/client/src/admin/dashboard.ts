import type { AdminDashboardRes, AdminGetDashboardParams } from '@storedesk/contract';
import type { CallOptions, HttpClient } from '../http.js';

/** `/admin/dashboard`: the home page's figures for a period of days (Storedesk's own). */
export function adminDashboard(http: HttpClient) {
  return {
    /** Query `{ from, to, tz }` (days `YYYY-MM-DD`, an IANA zone); all optional. */
    retrieve(query?: AdminGetDashboardParams, options?: CallOptions): Promise<AdminDashboardRes> {
      return http.get('/admin/dashboard', query, options);
    },
  };
}
export type AdminDashboardResource = ReturnType<typeof adminDashboard>;
