import { z } from 'zod';
import { Email, Metadata, Password, Timestamp } from './common.js';
import { User, UserRole } from './users.js';

/** An invitation to join the organisation. Its token only travels in the emailed link. */
export const Invite = z.object({
  id: z.string(),
  user_email: z.string(),
  role: UserRole,
  accepted: z.boolean(),
  expires_at: Timestamp,
  metadata: Metadata,
  created_at: Timestamp,
  updated_at: Timestamp,
  deleted_at: Timestamp.nullable(),
});
export type Invite = z.infer<typeof Invite>;

export const AdminInviteRes = z.object({ invite: Invite });
export type AdminInviteRes = z.infer<typeof AdminInviteRes>;

export const AdminListInvitesRes = z.object({ invites: z.array(Invite) });
export type AdminListInvitesRes = z.infer<typeof AdminListInvitesRes>;

export const AdminPostInvitesReq = z.strictObject({
  user: Email,
  role: UserRole.default('member'),
});
export type AdminPostInvitesReq = z.input<typeof AdminPostInvitesReq>;

export const AdminPostInvitesInviteAcceptReq = z.strictObject({
  token: z.string().min(1).max(512),
  user: z.strictObject({
    first_name: z.string().trim().min(1).max(200),
    last_name: z.string().trim().min(1).max(200),
    password: Password,
  }),
});
export type AdminPostInvitesInviteAcceptReq = z.infer<typeof AdminPostInvitesInviteAcceptReq>;

export const AdminInviteAcceptRes = z.object({ user: User });
export type AdminInviteAcceptRes = z.infer<typeof AdminInviteAcceptRes>;
