// Every table, for the typed database handle and drizzle-kit.
export * from '../tenancy/tenancy.tables.js';
export * from '../auth/auth.tables.js';
export * from '../../modules/store/store.tables.js';
export * from '../../modules/sales-channels/sales-channels.tables.js';
export * from '../../modules/users/users.tables.js';
export * from '../../modules/invites/invites.tables.js';
export * from '../../modules/publishable-api-keys/publishable-api-keys.tables.js';
export * from '../../modules/signup/signup.tables.js';
export * from '../../modules/billing/billing.tables.js';
export * from '../../modules/regions/regions.tables.js';
export * from '../../modules/analytics/analytics.tables.js';
export * from '../../modules/batch-jobs/batch-jobs.tables.js';
