import type {
  AdminCreateUserReq,
  AdminGetUsersParams,
  AdminIsUserExistsReq,
  AdminIsUserExistsRes,
  AdminOrgPaymentReq,
  AdminOrgPaymentRes,
  AdminResetPasswordReq,
  AdminResetPasswordTokenReq,
  AdminUpdateUserReq,
  AdminUserRes,
  AdminUsersListRes,
} from '@storedesk/contract';
import type { CallOptions, HttpClient } from '../http.js';
import { crud } from '../resource.js';

export function adminUsers(http: HttpClient) {
  return {
    ...crud<{
      res: AdminUserRes;
      listRes: AdminUsersListRes;
      createReq: AdminCreateUserReq;
      updateReq: AdminUpdateUserReq;
      listQuery: AdminGetUsersParams;
    }>(http, '/admin/users'),
    /** Emails a password-reset link; answers the same whether or not the address is known. */
    sendResetPasswordToken(body: AdminResetPasswordTokenReq, options?: CallOptions): Promise<void> {
      return http.post('/admin/users/password-token', body, options);
    },
    resetPassword(body: AdminResetPasswordReq, options?: CallOptions): Promise<AdminUserRes> {
      return http.post('/admin/users/reset-password', body, options);
    },
    /** Sign-up: does an account exist for this email? (`isUserExits` is the contract's path.) */
    isUserExists(body: AdminIsUserExistsReq, options?: CallOptions): Promise<AdminIsUserExistsRes> {
      return http.post('/admin/users/isUserExits', body, options);
    },
    /** Sign-up: starts the hosted checkout for the chosen plan; `url` is where to send the browser. */
    orgPayment(body: AdminOrgPaymentReq, options?: CallOptions): Promise<AdminOrgPaymentRes> {
      return http.post('/admin/users/orgpayment', body, options);
    },
  };
}
export type AdminUsersResource = ReturnType<typeof adminUsers>;
