import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { Logger } from '../logger.js';
import type { Mailer, MailMessage } from '../mail.js';
import { rowsOf } from '../db/json.js';

/*
 * The mail outbox: mail that must not be lost (an order's confirmation) is a row of mail_outbox
 * written in the same transaction as what it tells about, so the two commit together or not at
 * all. This sender then delivers it from the server process:
 * - at once, by the request that committed it (`send`, with the message it already has);
 * - and by a sweep every few seconds, for rows a crash or a failed attempt left behind.
 * A sender claims a row with a conditional UPDATE (`FOR UPDATE SKIP LOCKED` in the sweep) that
 * holds it for a lease, so two processes on one PostgreSQL never send the same row in normal
 * operation. A failed attempt is tried again later with a growing delay, and given up after
 * `maxAttempts`. Rows are claimed across stores as the owning role (as the batch-job runner
 * does); a template reads what it writes about through the tenant path, so row-level security
 * applies there as in a request. Log lines name rows and templates, never an address or a text.
 */

/**
 * Writes a template's message for one row, from what the row is about (e.g. an order's id, and
 * as `detail` the fulfilment of a shipped mail).
 */
export type MailTemplate = (
  storeId: string,
  ref: string,
  detail: string | null,
) => Promise<MailMessage>;

export interface MailOutboxOptions {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  templates: Readonly<Record<string, MailTemplate>>;
  /**
   * False: this server queues and sends nothing (the demo seed's own server, whose made-up
   * shoppers get no mail); its `send`, sweep and drain do nothing.
   */
  enabled?: boolean;
  /** Between two sweeps (default 5 s). */
  sweepMs?: number;
  /** How long a claim holds a row; past it another sender may take it (default 5 min). */
  leaseMs?: number;
  /** Attempts before a row is given up (default 8, over about a day). */
  maxAttempts?: number;
}

interface Claimed {
  store_id: string;
  id: string;
  template: string;
  ref: string;
  detail: string | null;
  to_address: string | null;
  attempts: number;
}

/** The wait after the n-th failed attempt: 30 s, 2 min, 8 min ... at most 6 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 4 ** Math.max(attempts - 1, 0), 6 * 60 * 60 * 1000);
}

/** Rows claimed by one sweep statement. */
const BATCH = 10;

/** What is kept of a failure: its code and the mail server's answer, never the message sent. */
function failureOf(error: unknown): { code: string | undefined; text: string } {
  const fields = (error ?? {}) as { code?: unknown; responseCode?: unknown; message?: unknown };
  const code = typeof fields.code === 'string' ? fields.code : undefined;
  const text = typeof fields.message === 'string' ? fields.message : String(error);
  return { code: code ?? (fields.responseCode ? String(fields.responseCode) : undefined), text };
}

export function createMailOutbox(options: MailOutboxOptions) {
  const { db, mailer, logger, templates } = options;
  const enabled = options.enabled ?? true;
  const sweepMs = options.sweepMs ?? 5_000;
  const leaseMs = options.leaseMs ?? 5 * 60 * 1000;
  const maxAttempts = options.maxAttempts ?? 8;
  const lease = sql`now() + ${`${leaseMs} milliseconds`}::interval`;
  const inFlight = new Set<Promise<void>>();
  let sweeping: Promise<number> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  /** Claims up to BATCH rows that are due and held by no one. */
  const claimDue = () =>
    rowsOf<Claimed>(
      db,
      sql`UPDATE mail_outbox m SET claimed_until = ${lease}, attempts = m.attempts + 1
        WHERE (m.store_id, m.id) IN (
          SELECT store_id, id FROM mail_outbox
          WHERE sent_at IS NULL AND next_attempt_at IS NOT NULL AND next_attempt_at <= now()
            AND (claimed_until IS NULL OR claimed_until < now())
          ORDER BY next_attempt_at
          LIMIT ${BATCH}
          FOR UPDATE SKIP LOCKED)
        AND m.sent_at IS NULL AND (m.claimed_until IS NULL OR m.claimed_until < now())
        RETURNING m.store_id, m.id, m.template, m.ref, m.detail, m.to_address, m.attempts`,
    );

  /** Claims one row just committed (null: another sender has it, or it is gone). */
  const claimOne = async (storeId: string, id: string) =>
    (
      await rowsOf<Claimed>(
        db,
        sql`UPDATE mail_outbox SET claimed_until = ${lease}, attempts = attempts + 1
          WHERE store_id = ${storeId} AND id = ${id} AND sent_at IS NULL
            AND next_attempt_at IS NOT NULL
            AND (claimed_until IS NULL OR claimed_until < now())
          RETURNING store_id, id, template, ref, detail, to_address, attempts`,
      )
    )[0] ?? null;

  async function deliver(row: Claimed, given?: MailMessage): Promise<void> {
    let message: MailMessage;
    try {
      const template = templates[row.template];
      if (!template) throw new Error(`no mail template ${row.template} in this server`);
      message = given ?? (await template(row.store_id, row.ref, row.detail));
      // A resend to another address (staff's choice) goes there instead.
      await mailer.send(row.to_address ? { ...message, to: row.to_address } : message);
    } catch (error) {
      const failure = failureOf(error);
      const givenUp = row.attempts >= maxAttempts;
      await db.execute(sql`UPDATE mail_outbox SET claimed_until = NULL,
          last_error = ${failure.text.slice(0, 500)},
          next_attempt_at = ${givenUp ? null : sql`now() + ${`${retryDelayMs(row.attempts)} milliseconds`}::interval`}
        WHERE store_id = ${row.store_id} AND id = ${row.id}`);
      const line = {
        mailId: row.id,
        storeId: row.store_id,
        template: row.template,
        attempts: row.attempts,
        errorCode: failure.code,
      };
      if (givenUp) logger.error(line, 'mail given up after repeated failures');
      else logger.warn(line, 'mail not sent; it will be tried again');
      return;
    }
    await db.execute(sql`UPDATE mail_outbox SET sent_at = now(), next_attempt_at = NULL,
        claimed_until = NULL, last_error = NULL
      WHERE store_id = ${row.store_id} AND id = ${row.id}`);
  }

  /** Runs `work` in the background, known to `drain` and `stop`; a failure is only logged. */
  function track(work: () => Promise<void>): void {
    const running = work()
      .catch((error: unknown) => {
        logger.warn({ errorCode: failureOf(error).code }, 'mail outbox: sending failed');
      })
      .finally(() => inFlight.delete(running));
    inFlight.add(running);
  }

  async function sweepOnce(): Promise<number> {
    let sent = 0;
    for (;;) {
      const rows = await claimDue();
      for (const row of rows) await deliver(row);
      sent += rows.length;
      if (rows.length < BATCH || stopped) return sent;
    }
  }

  /** Delivers what is due now (one sweep at a time in this process); how many rows it took. */
  function sweep(): Promise<number> {
    if (!enabled) return Promise.resolve(0);
    if (!sweeping) {
      sweeping = sweepOnce().finally(() => {
        sweeping = null;
      });
    }
    return sweeping;
  }

  return {
    enabled,

    /**
     * The row `id` was just committed: it is sent now, in the background, with `message` when
     * the caller has it at hand (else its template writes it). The sweep sends it instead if
     * this process dies first.
     */
    send(storeId: string, id: string, message?: MailMessage): void {
      if (!enabled || stopped) return;
      track(async () => {
        const row = await claimOne(storeId, id);
        if (row) await deliver(row, message);
      });
    },

    /**
     * Starts the sweep (at once, then every `sweepMs`). `takeOverLeases`: first let go of every
     * claim (embedded PGlite, where this process is the only one, so a claim is a dead one's).
     */
    async start(startOptions: { takeOverLeases?: boolean } = {}): Promise<void> {
      if (!enabled || timer) return;
      stopped = false;
      if (startOptions.takeOverLeases) {
        await db.execute(sql`UPDATE mail_outbox SET claimed_until = NULL
          WHERE claimed_until IS NOT NULL AND sent_at IS NULL`);
      }
      const run = () =>
        void sweep().catch((error: unknown) =>
          logger.warn({ errorCode: failureOf(error).code }, 'mail outbox: the sweep failed'),
        );
      timer = setInterval(run, sweepMs);
      timer.unref();
      run();
    },

    /** Stops sweeping and waits for the sends in progress. */
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await Promise.allSettled([sweeping, ...inFlight]);
    },

    /**
     * Waits for the sends in progress, then sweeps until nothing is due (tests and scripts
     * await delivery with it instead of waiting a while). A row waiting for its retry delay is
     * not due. Answers how many rows the sweeps took.
     */
    async drain(): Promise<number> {
      if (!enabled) return 0;
      let taken = 0;
      for (;;) {
        await Promise.allSettled([...inFlight]);
        const swept = await sweep();
        taken += swept;
        if (swept === 0 && inFlight.size === 0) return taken;
      }
    },

    /**
     * Deletes sent rows older than `days` (housekeeping). An order's mails (`order_…`) are kept:
     * they are its notifications, listed and resent by staff as long as the order exists.
     */
    async prune(days = 30): Promise<void> {
      await db.execute(sql`DELETE FROM mail_outbox
        WHERE sent_at IS NOT NULL AND sent_at < now() - ${`${days} days`}::interval
          AND template NOT LIKE 'order\_%'`);
    },
  };
}

export type MailOutbox = ReturnType<typeof createMailOutbox>;

/** What services that queue mail are given (app.ts). */
export interface OutboxDeps {
  mailOutbox: MailOutbox;
}
