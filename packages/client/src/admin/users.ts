import type {
  AdminCreateUserReq,
  AdminGetUsersParams,
  AdminResetPasswordReq,
  AdminResetPasswordTokenReq,
  AdminUpdateUserReq,
  AdminUserRes,
  AdminUsersListRes,
} from '@storedesk/contract';
import type { CallOptions, HttpClient } from '../http.js';
import { crud } from '../resource.js';

/** Body of the sign-up existence check (SPEC point 7). */
export interface AdminUserExistsReq {
  email: string;
}
/** Answer of the existence check; the field's spelling is part of the contract. */
export interface AdminUserExistsRes {
  isAccountExits: boolean;
}
/** Body of the sign-up payment call: the saved sign-up form plus the chosen plan. */
export interface AdminOrgPaymentReq {
  userData: {
    fname: string;
    lname: string;
    email: string;
    organization: string;
    password: string;
    /** The chosen plan's name (`basic`, `standard`, `premium`). */
    plan: string;
  };
}
/** `url` is the payment provider's hosted checkout for `sessionId`. */
export interface AdminOrgPaymentRes {
  sessionId: string;
  url?: string;
}

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
    isUserExists(body: AdminUserExistsReq, options?: CallOptions): Promise<AdminUserExistsRes> {
      return http.post('/admin/users/isUserExits', body, options);
    },
    /** Sign-up: starts the hosted checkout for the chosen plan. */
    orgPayment(body: AdminOrgPaymentReq, options?: CallOptions): Promise<AdminOrgPaymentRes> {
      return http.post('/admin/users/orgpayment', body, options);
    },
  };
}
export type AdminUsersResource = ReturnType<typeof adminUsers>;
