import type { User } from '@storedesk/contract';
import { iso, isoOrNull } from '../../platform/dates.js';
import type { UserRow } from '../../platform/auth/auth.tables.js';

/** The wire shape of a user. The password hash and API token hash stay behind. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    deleted_at: isoOrNull(row.deletedAt),
    role: row.role,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    api_token: null,
    metadata: row.metadata ?? null,
  };
}
