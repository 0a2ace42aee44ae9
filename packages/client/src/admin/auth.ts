import type { AdminAuthRes, AdminBearerAuthRes, AdminPostAuthReq } from '@storedesk/contract';
import type { CallOptions, HttpClient } from '../http.js';

export class AdminAuthResource {
  constructor(private readonly http: HttpClient) {}

  /** Signs in with email and password; the server sets the session and XSRF cookies. */
  createSession(body: AdminPostAuthReq, options?: CallOptions): Promise<AdminAuthRes> {
    return this.http.request('POST', '/admin/auth', { ...options, body });
  }

  /** The signed-in user; rejects with status 401 when there is no session. */
  getSession(options?: CallOptions): Promise<AdminAuthRes> {
    return this.http.request('GET', '/admin/auth', options);
  }

  /** Signs out (ends the cookie session). */
  deleteSession(options?: CallOptions): Promise<void> {
    return this.http.request('DELETE', '/admin/auth', options);
  }

  /** Exchanges email and password for a bearer JWT. */
  getToken(body: AdminPostAuthReq, options?: CallOptions): Promise<AdminBearerAuthRes> {
    return this.http.request('POST', '/admin/auth/token', { ...options, body });
  }
}
