import type { Invite } from '@storedesk/contract';
import { iso, timestamps } from '../../platform/dates.js';
import type { InviteRow } from './invites.repo.js';

/** The wire shape of an invite. Its token is only ever in the mail, as a hash here. */
export function toInvite(row: InviteRow): Invite {
  return {
    id: row.id,
    user_email: row.userEmail,
    role: row.role,
    accepted: row.accepted,
    expires_at: iso(row.expiresAt),
    metadata: row.metadata ?? null,
    ...timestamps(row),
  };
}
