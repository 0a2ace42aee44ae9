import type {
  AdminResetPasswordReq,
  AdminResetPasswordTokenReq,
  AdminUpdateUserReq,
  AdminUserRes,
  AdminUsersListRes,
  DeleteRes,
  ListParams,
} from '@storedesk/contract';
import type { CallOptions, HttpClient } from '../http.js';

export class AdminUsersResource {
  constructor(private readonly http: HttpClient) {}

  list(query?: ListParams, options?: CallOptions): Promise<AdminUsersListRes> {
    return this.http.request('GET', '/admin/users', { ...options, query });
  }

  retrieve(id: string, options?: CallOptions): Promise<AdminUserRes> {
    return this.http.request('GET', `/admin/users/${encodeURIComponent(id)}`, options);
  }

  update(id: string, body: AdminUpdateUserReq, options?: CallOptions): Promise<AdminUserRes> {
    return this.http.request('POST', `/admin/users/${encodeURIComponent(id)}`, {
      ...options,
      body,
    });
  }

  delete(id: string, options?: CallOptions): Promise<DeleteRes> {
    return this.http.request('DELETE', `/admin/users/${encodeURIComponent(id)}`, options);
  }

  /** Emails a password-reset link; answers the same whether or not the address is known. */
  sendResetPasswordToken(body: AdminResetPasswordTokenReq, options?: CallOptions): Promise<void> {
    return this.http.request('POST', '/admin/users/password-token', { ...options, body });
  }

  resetPassword(body: AdminResetPasswordReq, options?: CallOptions): Promise<AdminUserRes> {
    return this.http.request('POST', '/admin/users/reset-password', { ...options, body });
  }
}
