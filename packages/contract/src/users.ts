import { z } from 'zod';
import { Email, ListParams, Metadata, Paging, Password, Timestamp } from './common.js';

export const USER_ROLES = ['admin', 'member', 'developer'] as const;
export const UserRole = z.enum(USER_ROLES);
export type UserRole = z.infer<typeof UserRole>;

/** A staff user as the admin API shows it. The password hash never leaves the server. */
export const User = z.object({
  id: z.string(),
  created_at: Timestamp,
  updated_at: Timestamp,
  deleted_at: Timestamp.nullable(),
  role: UserRole,
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  /** Always null in answers: API tokens are stored hashed and shown only when created. */
  api_token: z.string().nullable(),
  metadata: Metadata,
});
export type User = z.infer<typeof User>;

export const AdminUserRes = z.object({ user: User });
export type AdminUserRes = z.infer<typeof AdminUserRes>;

export const AdminUsersListRes = z.object({ users: z.array(User), ...Paging });
export type AdminUsersListRes = z.infer<typeof AdminUsersListRes>;

export const AdminGetUsersParams = ListParams;
export type AdminGetUsersParams = z.infer<typeof AdminGetUsersParams>;

export const ApiToken = z.string().min(24).max(256);

export const AdminCreateUserReq = z.strictObject({
  email: Email,
  first_name: z.string().trim().max(200).optional(),
  last_name: z.string().trim().max(200).optional(),
  role: UserRole.optional(),
  password: Password,
});
export type AdminCreateUserReq = z.infer<typeof AdminCreateUserReq>;

export const AdminUpdateUserReq = z.strictObject({
  first_name: z.string().trim().max(200).nullable().optional(),
  last_name: z.string().trim().max(200).nullable().optional(),
  role: UserRole.optional(),
  /** Sets the user's API token (sent later as `x-medusa-access-token`); null removes it. */
  api_token: ApiToken.nullable().optional(),
  metadata: Metadata.optional(),
});
export type AdminUpdateUserReq = z.infer<typeof AdminUpdateUserReq>;

export const AdminResetPasswordTokenReq = z.strictObject({ email: Email });
export type AdminResetPasswordTokenReq = z.infer<typeof AdminResetPasswordTokenReq>;

export const AdminResetPasswordReq = z.strictObject({
  token: z.string().min(1).max(512),
  password: Password,
  email: Email.optional(),
});
export type AdminResetPasswordReq = z.infer<typeof AdminResetPasswordReq>;
