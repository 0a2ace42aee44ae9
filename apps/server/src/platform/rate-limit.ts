import { sql } from 'drizzle-orm';
import type { Db, Executor } from './db/client.js';
import { StoredeskError } from './errors.js';

export interface RateLimitRule {
  /** What is counted, e.g. `login:ip:127.0.0.1`. */
  key: string;
  limit: number;
  windowSeconds: number;
}

/** What one statement of `countAttempts` found for a rule. */
export interface AttemptCount {
  count: number;
  /** Seconds until the rule's window ends. */
  retryAfter: number;
}

/**
 * Fixed-window counters kept in the database, so every server process shares them. One
 * statement counts an attempt against every rule at once (starting a new window where the old
 * one has passed) and answers the new counts, in the rules' order, so concurrent attempts can
 * never slip past a limit together. Refuses nothing: `consumeRateLimits` does.
 */
export async function countAttempts(
  db: Executor,
  rules: Array<Pick<RateLimitRule, 'key' | 'windowSeconds'>>,
): Promise<AttemptCount[]> {
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
  return rules.map((rule) => {
    const row = byKey.get(rule.key);
    return { count: row?.count ?? 0, retryAfter: Math.max(row?.retry_after ?? 1, 1) };
  });
}

/** The 429 of an attempt over a limit, with the seconds to wait. */
export function tooManyAttempts(retryAfter: number): StoredeskError {
  return new StoredeskError(
    'too_many_requests',
    `Too many attempts. Try again in ${retryAfter} seconds.`,
    undefined,
    { 'retry-after': String(retryAfter) },
  );
}

/**
 * Counts an attempt against every rule (`countAttempts`) and throws a 429 with Retry-After when
 * any rule is over its limit; otherwise answers each rule's count, in the rules' order.
 */
export async function consumeRateLimits(db: Executor, rules: RateLimitRule[]): Promise<number[]> {
  const counts = await countAttempts(db, rules);
  const over = counts.filter((found, index) => found.count > rules[index]!.limit);
  if (over.length > 0) throw tooManyAttempts(Math.max(...over.map((found) => found.retryAfter)));
  return counts.map((found) => found.count);
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
