import { sql } from 'drizzle-orm';
import type { Db } from './db/client.js';
import { StoredeskError } from './errors.js';

export interface RateLimitRule {
  /** What is counted, e.g. `login:ip:127.0.0.1`. */
  key: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters kept in the database, so every server process shares them. One
 * statement per rule: it starts a new window when the old one has passed, otherwise counts up.
 * Throws a 429 error with Retry-After when any rule is over its limit.
 */
export async function consumeRateLimits(db: Db, rules: RateLimitRule[]): Promise<void> {
  for (const rule of rules) {
    const result = (await db.execute(sql`
      insert into rate_limit (key, count, reset_at)
      values (${rule.key}, 1, now() + make_interval(secs => ${rule.windowSeconds}))
      on conflict (key) do update set
        count = case when rate_limit.reset_at <= now() then 1 else rate_limit.count + 1 end,
        reset_at = case when rate_limit.reset_at <= now() then excluded.reset_at else rate_limit.reset_at end
      returning count, ceil(extract(epoch from reset_at - now()))::int as retry_after`)) as {
      rows: Array<{ count: number; retry_after: number }>;
    };
    const row = result.rows[0];
    if (row && row.count > rule.limit) {
      const retryAfter = Math.max(1, row.retry_after);
      throw new StoredeskError(
        'too_many_requests',
        `Too many attempts. Try again in ${retryAfter} seconds.`,
        undefined,
        { 'retry-after': String(retryAfter) },
      );
    }
  }
}

/** Drops windows that ended long ago; called now and then so the table stays small. */
export async function pruneRateLimits(db: Db): Promise<void> {
  await db.execute(sql`delete from rate_limit where reset_at < now() - interval '1 day'`);
}
