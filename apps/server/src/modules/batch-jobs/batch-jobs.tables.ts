import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, storeId, updatedAt } from '../../platform/db/columns.js';
import { store } from '../store/store.tables.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A long-running job (product import and export) and its progress. */
export const batchJob = pgTable(
  'batch_job',
  {
    storeId: storeId().references(() => store.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    type: text('type').notNull(),
    status: text('status', {
      enum: [
        'created',
        'pre_processed',
        'confirmed',
        'processing',
        'completed',
        'canceled',
        'failed',
      ],
    })
      .notNull()
      .default('created'),
    createdBy: text('created_by'),
    context: jsonb('context').$type<Record<string, unknown> | null>(),
    dryRun: boolean('dry_run').notNull().default(false),
    result: jsonb('result').$type<Record<string, unknown> | null>(),
    preProcessedAt: at('pre_processed_at'),
    confirmedAt: at('confirmed_at'),
    processingAt: at('processing_at'),
    completedAt: at('completed_at'),
    canceledAt: at('canceled_at'),
    failedAt: at('failed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.id] }),
    index('batch_job_store_created_idx').on(table.storeId, table.createdAt),
  ],
);
