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
 * statement counts an attempt against every rule at once (starting a new window where the old
 * one has passed) and answers the new counts, so concurrent attempts can never slip past a
 * limit together. Throws a 429 with Retry-After when any rule is over its limit; otherwise
 * answers each rule's count, in the rules' order.
 */
export async function consumeRateLimits(db: Db, rules: RateLimitRule[]): Promise<number[]> {
  if (rules.length === 0) return [];
  const result = (await db.execute(sql`
    insert into rate_limit (key, count, reset_at)
    select key, 1, now() + make_interval(secs => window_seconds)
    from unnest(${sql.param(rules.map((rule) => rule.key))}::text[],
                ${sql.param(rules.map((rule) => rule.windowSeconds))}::int[])
      as given(key, window_seconds)
    on conflict (key) do update set
      count = case when rate_limit.reset_at <= now() then 1 else rate_limit.count + 1 end,
      reset_at = case when rate_limit.reset_at <= now() then excluded.reset_at else rate_limit.reset_at end
    returning key, count, ceil(extract(epoch from reset_at - now()))::int as retry_after`)) as {
    rows: Array<{ key: string; count: number; retry_after: number }>;
  };
  const byKey = new Map(result.rows.map((row) => [row.key, row]));
  let retryAfter = 0;
  const counts = rules.map((rule) => {
    const row = byKey.get(rule.key);
    if (row && row.count > rule.limit) retryAfter = Math.max(retryAfter, row.retry_after, 1);
    return row?.count ?? 0;
  });
  if (retryAfter > 0) {
    throw new StoredeskError(
      'too_many_requests',
      `Too many attempts. Try again in ${retryAfter} seconds.`,
      undefined,
      { 'retry-after': String(retryAfter) },
    );
  }
  return counts;
}

/** Gives back one attempt on each key (an attempt that succeeded counts against nobody). */
export async function refundRateLimits(db: Db, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.execute(sql`
    update rate_limit set count = greatest(count - 1, 0)
    where key = any(${sql.param(keys)}::text[]) and reset_at > now()`);
}

/** Drops windows that ended long ago; called now and then so the table stays small. */
export async function pruneRateLimits(db: Db): Promise<void> {
  await db.execute(sql`delete from rate_limit where reset_at < now() - interval '1 day'`);
}
