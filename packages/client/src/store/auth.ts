import type {
  StoreAuthRes,
  StoreBearerAuthRes,
  StoreGetAuthEmailRes,
  StorePostAuthReq,
} from '@storedesk/contract';
import type { CallOptions, HttpClient } from '../http.js';
import { path } from '../resource.js';

export type { StorePostAuthReq };

/**
 * Shopper sessions of one store: a cookie session (`authenticate`) or a bearer token
 * (`getToken`, then `setStoreToken`).
 */
export function storeAuth(http: HttpClient) {
  return {
    authenticate: (body: StorePostAuthReq, options?: CallOptions) =>
      http.post<StoreAuthRes>('/store/auth', body, options),
    getSession: (options?: CallOptions) =>
      http.get<StoreAuthRes>('/store/auth', undefined, options),
    deleteSession: (options?: CallOptions) => http.delete<void>('/store/auth', undefined, options),
    /** Whether the email has an account in this store. */
    exists: (email: string, options?: CallOptions) =>
      http.get<StoreGetAuthEmailRes>(path`/store/auth/${email}`, undefined, options),
    getToken: (body: StorePostAuthReq, options?: CallOptions) =>
      http.post<StoreBearerAuthRes>('/store/auth/token', body, options),
  };
}
export type StoreAuthResource = ReturnType<typeof storeAuth>;
