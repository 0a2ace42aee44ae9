import { z } from 'zod';
import { User } from './users.js';

export const AdminPostAuthReq = z.strictObject({
  email: z.string().trim().min(1).max(320),
  password: z.string().min(1).max(256),
});
export type AdminPostAuthReq = z.infer<typeof AdminPostAuthReq>;

export const AdminAuthRes = z.object({ user: User });
export type AdminAuthRes = z.infer<typeof AdminAuthRes>;

export const AdminBearerAuthRes = z.object({ access_token: z.string() });
export type AdminBearerAuthRes = z.infer<typeof AdminBearerAuthRes>;

/** Cookie and header names shared by server and client. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
export const API_TOKEN_HEADER = 'x-medusa-access-token';
export const PUBLISHABLE_KEY_HEADER = 'x-publishable-api-key';
