import type { PublishableApiKey } from '@storedesk/contract';
import { iso, isoOrNull } from '../../platform/dates.js';
import type { PublishableApiKeyRow } from './publishable-api-keys.service.js';

/** The wire shape of a publishable API key: revoked, never soft-deleted (no `deleted_at`). */
export function toKey(row: PublishableApiKeyRow): PublishableApiKey {
  return {
    id: row.id,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    created_by: row.createdBy,
    revoked_by: row.revokedBy,
    revoked_at: isoOrNull(row.revokedAt),
    title: row.title,
  };
}
