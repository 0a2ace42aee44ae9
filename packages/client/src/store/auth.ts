import type { CallOptions, HttpClient } from '../http.js';
import type { Res, Untyped } from '../placeholders.js';
import { path } from '../resource.js';

/** Body of a shopper sign-in. */
export interface StorePostAuthReq {
  email: string;
  password: string;
}
type CustomerRes = Res<'customer'>;

/** Shopper sessions: cookie session or bearer token (use it with `setStoreToken`). */
export function storeAuth(http: HttpClient) {
  return {
    authenticate: (body: StorePostAuthReq, options?: CallOptions) =>
      http.post<CustomerRes>('/store/auth', body, options),
    getSession: (options?: CallOptions) => http.get<CustomerRes>('/store/auth', undefined, options),
    deleteSession: (options?: CallOptions) => http.delete<void>('/store/auth', undefined, options),
    /** Whether an account exists for the email. */
    exists: (email: string, options?: CallOptions) =>
      http.get<{ exists: boolean } & Untyped>(path`/store/auth/${email}`, undefined, options),
    getToken: (body: StorePostAuthReq, options?: CallOptions) =>
      http.post<{ access_token: string }>('/store/auth/token', body, options),
  };
}
export type StoreAuthResource = ReturnType<typeof storeAuth>;
