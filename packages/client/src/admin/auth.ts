import type { AdminAuthRes, AdminBearerAuthRes, AdminPostAuthReq } from '@storedesk/contract';
import type { CallOptions, HttpClient } from '../http.js';

export function adminAuth(http: HttpClient) {
  return {
    /** Signs in with email and password; the server sets the session and XSRF cookies. */
    createSession(body: AdminPostAuthReq, options?: CallOptions): Promise<AdminAuthRes> {
      return http.post('/admin/auth', body, options);
    },
    /** The signed-in user; rejects with status 401 when there is no session. */
    getSession(options?: CallOptions): Promise<AdminAuthRes> {
      return http.get('/admin/auth', undefined, options);
    },
    /** Signs out (ends the cookie session). */
    deleteSession(options?: CallOptions): Promise<void> {
      return http.delete('/admin/auth', undefined, options);
    },
    /** Exchanges email and password for a bearer JWT (use it with `setAdminToken`). */
    getToken(body: AdminPostAuthReq, options?: CallOptions): Promise<AdminBearerAuthRes> {
      return http.post('/admin/auth/token', body, options);
    },
  };
}
export type AdminAuthResource = ReturnType<typeof adminAuth>;
