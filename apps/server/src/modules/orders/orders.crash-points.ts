import type { Db } from '../../platform/db/client.js';
import type { Logger } from '../../platform/logger.js';
import { setCompletionHooks } from './orders.complete.js';
import { setRefundHooks } from './orders.refunds.js';

/**
 * A test aid, not a setting: `STOREDESK_CRASH_AT` names a point inside completing a cart (or
 * refunding an order) where the server process kills itself with SIGKILL, as a power cut or
 * `kill -9` would stop it there. orders.crash.test.ts starts the real server with it, completes a
 * cart, starts the server again without it and checks that retrying gives one order, one
 * authorisation and one mail (for a refund: one refund recorded, asked again with its own key).
 *
 * - `after-authorize`: the provider authorised and the session recorded it; no order yet.
 * - `before-commit`: inside the order's transaction, everything written, not committed.
 * - `after-commit`: the order and its queued confirmation committed; the mail not yet sent.
 * - `after-refund`: the payment provider refunded; the refund still `pending` in the database.
 *
 * main.ts reads the variable once, at start; nothing a request carries can arm it. While it is
 * armed, main.ts writes log lines synchronously, so none written before the kill is lost.
 */
export const CRASH_POINTS = [
  'after-authorize',
  'before-commit',
  'after-commit',
  'after-refund',
] as const;
export type CrashPoint = (typeof CRASH_POINTS)[number];

/** Arms `point` on `db`'s completions (an unknown name is refused, so a typo does not pass). */
export function armCrashPoint(db: Db, point: string, logger: Logger): void {
  if (!(CRASH_POINTS as readonly string[]).includes(point)) {
    throw new Error(
      `STOREDESK_CRASH_AT must be one of ${CRASH_POINTS.join(', ')} (got "${point}"); it is a test aid.`,
    );
  }
  logger.warn(
    { crashPoint: point },
    'STOREDESK_CRASH_AT is set: this process kills itself when a cart completion reaches that point (a test aid)',
  );
  // Never settles: nothing after the point runs, even for the instant the signal takes.
  const die = () => {
    process.kill(process.pid, 'SIGKILL');
    return new Promise<void>(() => undefined);
  };
  setCompletionHooks(db, {
    ...(point === 'after-authorize' ? { afterAuthorize: die } : {}),
    ...(point === 'before-commit' ? { beforeCommit: die } : {}),
    ...(point === 'after-commit' ? { afterCommit: die } : {}),
  });
  setRefundHooks(db, point === 'after-refund' ? { afterProviderRefund: die } : {});
}
