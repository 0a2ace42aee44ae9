import type { AdminPostAuthReq } from '@storedesk/contract';
import type { AppDeps } from '../../platform/context.js';
import { decoyPasswordHash, verifyPassword } from '../../platform/crypto.js';
import { StoredeskError } from '../../platform/errors.js';
import { setTimeout as sleep } from 'node:timers/promises';
import { consumeRateLimits, refundRateLimits } from '../../platform/rate-limit.js';
import { findByEmailAnyStore } from '../users/users.repo.js';
import { type UserRow } from '../../platform/auth/auth.tables.js';

const WRONG_CREDENTIALS = 'Wrong email or password.';

/**
 * Past this many failed sign-ins to one email within the window (from any address), each
 * further attempt waits a little longer before it is checked, up to SLOW_DOWN_MAX_MS. A stranger
 * guessing from many addresses is slowed; the owner still gets in, a moment later.
 */
const SLOW_DOWN_AFTER = 5;
const SLOW_DOWN_STEP_MS = 250;
const SLOW_DOWN_MAX_MS = 3_000;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function createAuthService(deps: Pick<AppDeps, 'db' | 'config'>) {
  const { db, config } = deps;

  /**
   * Counts a password-reset attempt against the caller's address and the email it names (a
   * hard limit: it also stops anyone from flooding an inbox with reset mails).
   */
  async function limit(action: string, address: string, email: string | undefined): Promise<void> {
    const { perAddress, perEmailAndAddress, windowSeconds } = config.authRateLimit;
    await consumeRateLimits(db, [
      { key: `${action}:ip:${address}`, limit: perAddress, windowSeconds },
      ...(email
        ? [
            {
              key: `${action}:email:${normalizeEmail(email)}`,
              limit: perEmailAndAddress,
              windowSeconds,
            },
          ]
        : []),
    ]);
  }

  /**
   * Sign-in throttling. Every attempt counts against the caller's address. Failures count
   * against the email from this address (a stranger is stopped there, without locking the owner
   * out elsewhere) and against the email from everywhere: past a few of those each attempt is
   * slowed, and only a high ceiling locks. A successful sign-in gives its email counts back
   * (call what this answers). `scope` keeps apart counts of different sign-ins: staff use
   * `login`, a store's customers their own (modules/customers).
   */
  async function throttleSignIn(
    address: string,
    email: string,
    scope = 'login',
  ): Promise<() => Promise<void>> {
    const { perAddress, perEmailAndAddress, perEmail, windowSeconds } = config.authRateLimit;
    const emailKeys = [`${scope}:email-ip:${email}:${address}`, `${scope}:email:${email}`];
    const counts = await consumeRateLimits(db, [
      { key: `${scope}:ip:${address}`, limit: perAddress, windowSeconds },
      { key: emailKeys[0]!, limit: perEmailAndAddress, windowSeconds },
      { key: emailKeys[1]!, limit: perEmail, windowSeconds },
    ]);
    const earlierFailures = (counts[2] ?? 1) - 1;
    if (earlierFailures > SLOW_DOWN_AFTER) {
      await sleep(
        Math.min(SLOW_DOWN_MAX_MS, (earlierFailures - SLOW_DOWN_AFTER) * SLOW_DOWN_STEP_MS),
      );
    }
    return () => refundRateLimits(db, emailKeys);
  }

  return {
    limit,
    throttleSignIn,

    /** The user for these credentials; the same 401 for an unknown email and a wrong password. */
    async authenticate(input: AdminPostAuthReq, address: string): Promise<UserRow> {
      const succeeded = await throttleSignIn(address, normalizeEmail(input.email));
      const found = await findByEmailAnyStore(db, input.email);
      // Hash even when no user matched, so timing does not tell which emails exist.
      const valid = await verifyPassword(
        input.password,
        found?.passwordHash ?? (await decoyPasswordHash()),
      );
      if (!found || !valid)
        throw new StoredeskError('unauthorized', WRONG_CREDENTIALS, 'invalid_credentials');
      await succeeded();
      return found;
    },
  };
}
