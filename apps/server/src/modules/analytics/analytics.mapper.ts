import type { AnalyticsConfig } from '@storedesk/contract';
import { timestamps } from '../../platform/dates.js';
import type { AnalyticsConfigRow } from './analytics.service.js';

/** The wire shape of a user's usage-analytics config. */
export function toConfig(row: AnalyticsConfigRow): AnalyticsConfig {
  return {
    id: row.id,
    user_id: row.userId,
    anonymize: row.anonymize,
    opt_out: row.optOut,
    ...timestamps(row),
  };
}
