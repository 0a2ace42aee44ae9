import type { CallOptions, HttpClient } from '../http.js';

/**
 * The signed-in user's usage-analytics preferences. Placeholder: replaced by the contract's schema
 * when the server area lands.
 */
export interface AnalyticsConfig {
  id?: string;
  user_id?: string;
  anonymize: boolean;
  opt_out: boolean;
  [field: string]: unknown;
}
export interface AdminAnalyticsConfigRes {
  analytics_config: AnalyticsConfig;
}
export type AdminPostAnalyticsConfigReq = Partial<AnalyticsConfig> &
  Pick<AnalyticsConfig, 'anonymize' | 'opt_out'>;

export function adminAnalyticsConfigs(http: HttpClient) {
  return {
    /** Read once, never retried (SPEC point 7). */
    retrieve: (options?: CallOptions) =>
      http.get<AdminAnalyticsConfigRes>('/admin/analytics-configs', undefined, {
        maxRetries: 0,
        ...options,
      }),
    create: (body: AdminPostAnalyticsConfigReq, options?: CallOptions) =>
      http.post<AdminAnalyticsConfigRes>('/admin/analytics-configs', body, options),
    update: (body: Partial<AnalyticsConfig>, options?: CallOptions) =>
      http.post<AdminAnalyticsConfigRes>('/admin/analytics-configs/update', body, options),
  };
}
export type AdminAnalyticsConfigsResource = ReturnType<typeof adminAnalyticsConfigs>;
