import type { FastifyReply, FastifyRequest } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import type { AppDeps } from '../context.js';
import {
  consumeRateLimits,
  countAttempts,
  refundRateLimits,
  tooManyAttempts,
} from '../rate-limit.js';
import { createKnownDevices } from './known-device.js';

/*
 * Throttles of everything that proves who someone is: sign-in (staff and shoppers), reset codes,
 * claim codes and order lookups. They slow attackers without serving them: no count that a
 * stranger can run up ever keeps an owner out (docs/store-api.md, "Throttles").
 */

/**
 * Past this many failed sign-ins to one email within the window (from any address), each
 * further attempt waits a little longer before it is checked, up to SLOW_DOWN_MAX_MS. A stranger
 * guessing from many addresses is slowed; the owner still gets in, a moment later, and not at
 * all later from a browser that signed in before.
 */
const SLOW_DOWN_AFTER = 5;
const SLOW_DOWN_STEP_MS = 250;
const SLOW_DOWN_MAX_MS = 3_000;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Who is signing in, as the throttle sees them. */
export interface SignInAttempt {
  /** The client's address (`request.ip`). */
  address: string;
  request: FastifyRequest;
}

/** What `throttleSignIn` is told of the account being signed in to. */
export interface SignInTarget {
  /** Keeps apart counts of different sign-ins: `login` for staff, a store's own for customers. */
  scope: string;
  email: string;
  /** Mails the owner of the email, if it has an account, that it is being guessed at. */
  warnOwner: () => Promise<void>;
}

/** A throttled sign-in in progress: call `succeeded` once the password checked out. */
export interface SignInPass {
  succeeded(reply: FastifyReply): Promise<void>;
}

export function createThrottle(deps: Pick<AppDeps, 'db' | 'config' | 'mailer' | 'logger'>) {
  const { db, config, mailer, logger } = deps;
  const devices = createKnownDevices(config.cookieSecret);

  /**
   * Counts a request against the caller's address alone, a hard limit (password-reset codes,
   * claim codes, order lookups: each guess or mail costs the guesser, never the owner).
   */
  async function limitAddress(action: string, address: string): Promise<void> {
    const { perAddress, windowSeconds } = config.authRateLimit;
    await consumeRateLimits(db, [
      { key: `${action}:ip:${address}`, limit: perAddress, windowSeconds },
    ]);
  }

  /**
   * Counts a mail to `to` about `subject` asked for from `address` and answers whether it may
   * go: past the limit within the window it is left unsent, without telling the caller (who
   * learns nothing of the email either way), so no one floods an inbox through us. Counted per
   * asking address, so strangers elsewhere never use up the owner's own requests; the
   * per-address limit bounds how much any one address asks for.
   */
  async function mayMail(subject: string, to: string, address: string): Promise<boolean> {
    const { perEmailAndAddress, windowSeconds } = config.authRateLimit;
    const [sent] = await countAttempts(db, [
      { key: `mail:${subject}:${normalizeEmail(to)}:${address}`, windowSeconds },
    ]);
    return (sent?.count ?? 0) <= perEmailAndAddress;
  }

  /**
   * Sign-in throttling that slows attackers without serving them:
   * - a browser that signed in to this account before (a known device, platform/auth/
   *   known-device.ts) counts its failures against itself alone, so no stranger, wherever they
   *   are, can keep it out;
   * - any other attempt counts against the caller's address, and its failures against the
   *   email from this address (both hard limits: the guesser is stopped there) and against the
   *   email from everywhere, which never refuses: past a few failures each attempt is slowed,
   *   and at `guessAlertAfter` the owner gets a mail, once a window.
   * A successful sign-in gives its email counts back and makes the browser a known device.
   */
  async function throttleSignIn(attempt: SignInAttempt, target: SignInTarget): Promise<SignInPass> {
    const { perAddress, perEmailAndAddress, guessAlertAfter, windowSeconds } = config.authRateLimit;
    const { scope, email } = target;
    const account = `${scope}:${email}`;
    const device = devices.of(attempt.request, account);
    const pass = (refund: string[]): SignInPass => ({
      async succeeded(reply) {
        await refundRateLimits(db, refund);
        devices.remember(reply, account);
      },
    });
    if (device) {
      const key = `${scope}:device:${email}:${device}`;
      await consumeRateLimits(db, [{ key, limit: perEmailAndAddress, windowSeconds }]);
      return pass([key]);
    }
    const emailKeys = [`${scope}:email-ip:${email}:${attempt.address}`, `${scope}:email:${email}`];
    const [byAddress, byEmailHere, byEmail] = await countAttempts(db, [
      { key: `${scope}:ip:${attempt.address}`, windowSeconds },
      { key: emailKeys[0]!, windowSeconds },
      { key: emailKeys[1]!, windowSeconds },
    ]);
    if (byAddress!.count > perAddress) throw tooManyAttempts(byAddress!.retryAfter);
    if (byEmailHere!.count > perEmailAndAddress) throw tooManyAttempts(byEmailHere!.retryAfter);
    const earlierFailures = byEmail!.count - 1;
    if (earlierFailures === guessAlertAfter) {
      // Not awaited: the attempt's answer and timing do not depend on whether a mail went out.
      target.warnOwner().catch((error: unknown) => {
        logger.error({ err: error }, 'the mail warning of guessed sign-ins was not sent');
      });
    }
    if (earlierFailures > SLOW_DOWN_AFTER) {
      await sleep(
        Math.min(SLOW_DOWN_MAX_MS, (earlierFailures - SLOW_DOWN_AFTER) * SLOW_DOWN_STEP_MS),
      );
    }
    return pass(emailKeys);
  }

  /**
   * The mail to the owner of an account whose password strangers are guessing (sent when the
   * failures to the email cross `guessAlertAfter`, so at most once a window).
   */
  async function warnOfGuessing(to: string, where: string): Promise<void> {
    await mailer.send({
      to,
      subject: `Someone is trying to sign in to your ${where} account`,
      text: [
        `Many sign-ins to your ${where} account failed in the last few minutes: someone may be guessing your password.`,
        'You can still sign in as usual; the browsers you signed in with before are not slowed down.',
        'If it was not you, choose a long password you use nowhere else. If your password may be known, reset it from the sign-in page.',
      ].join('\n\n'),
    });
  }

  return { limitAddress, mayMail, throttleSignIn, warnOfGuessing };
}

export type Throttle = ReturnType<typeof createThrottle>;
