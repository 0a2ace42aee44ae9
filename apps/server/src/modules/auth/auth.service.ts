import type { AdminPostAuthReq } from '@storedesk/contract';
import type { AppDeps } from '../../platform/context.js';
import { decoyPasswordHash, verifyPassword } from '../../platform/crypto.js';
import { StoredeskError } from '../../platform/errors.js';
import { consumeRateLimits } from '../../platform/rate-limit.js';
import { findByEmailAnyStore } from '../users/users.repo.js';
import { type UserRow } from '../../platform/auth/auth.tables.js';

const WRONG_CREDENTIALS = 'Wrong email or password.';

export function createAuthService(deps: Pick<AppDeps, 'db' | 'config'>) {
  const { db, config } = deps;

  /** Counts an attempt against both the caller's address and the email tried. */
  async function limit(action: string, address: string, email: string | undefined): Promise<void> {
    const { perAddress, perEmail, windowSeconds } = config.authRateLimit;
    await consumeRateLimits(db, [
      { key: `${action}:ip:${address}`, limit: perAddress, windowSeconds },
      ...(email
        ? [{ key: `${action}:email:${email.trim().toLowerCase()}`, limit: perEmail, windowSeconds }]
        : []),
    ]);
  }

  return {
    limit,

    /** The user for these credentials; the same 401 for an unknown email and a wrong password. */
    async authenticate(input: AdminPostAuthReq, address: string): Promise<UserRow> {
      await limit('login', address, input.email);
      const found = await findByEmailAnyStore(db, input.email);
      // Hash even when no user matched, so timing does not tell which emails exist.
      const valid = await verifyPassword(
        input.password,
        found?.passwordHash ?? (await decoyPasswordHash()),
      );
      if (!found || !valid)
        throw new StoredeskError('unauthorized', WRONG_CREDENTIALS, 'invalid_credentials');
      return found;
    },
  };
}
