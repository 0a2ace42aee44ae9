import type { AdminPostAuthReq } from '@storedesk/contract';
import type { AppDeps } from '../../platform/context.js';
import { decoyPasswordHash, verifyPassword } from '../../platform/crypto.js';
import { StoredeskError } from '../../platform/errors.js';
import {
  createThrottle,
  normalizeEmail,
  type SignInAttempt,
  type SignInPass,
} from '../../platform/auth/throttle.js';
import { findByEmailAnyStore } from '../users/users.repo.js';
import { type UserRow } from '../../platform/auth/auth.tables.js';

const WRONG_CREDENTIALS = 'Wrong email or password.';

/** Staff sign-in: the user for an email and password, throttled (platform/auth/throttle.ts). */
export function createAuthService(deps: Pick<AppDeps, 'db' | 'config' | 'mailer' | 'logger'>) {
  const { db } = deps;
  const throttle = createThrottle(deps);
  return {
    /** The user for these credentials; the same 401 for an unknown email and a wrong password. */
    async authenticate(
      input: AdminPostAuthReq,
      attempt: SignInAttempt,
    ): Promise<{ user: UserRow; pass: SignInPass }> {
      const email = normalizeEmail(input.email);
      const pass = await throttle.throttleSignIn(attempt, {
        scope: 'login',
        email,
        async warnOwner() {
          const owner = await findByEmailAnyStore(db, email);
          if (owner) await throttle.warnOfGuessing(owner.email, 'Storedesk');
        },
      });
      const found = await findByEmailAnyStore(db, input.email);
      // Hash even when no user matched, so timing does not tell which emails exist.
      const valid = await verifyPassword(
        input.password,
        found?.passwordHash ?? (await decoyPasswordHash()),
      );
      if (!found || !valid)
        throw new StoredeskError('unauthorized', WRONG_CREDENTIALS, 'invalid_credentials');
      return { user: found, pass };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
