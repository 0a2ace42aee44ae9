import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { randomToken, sha256 } from '../crypto.js';

/** Wrong tries a reset code survives; the next one, right or wrong, finds it dead. */
export const RESET_CODE_WRONG_TRIES = 5;

/**
 * A password-reset code is `{selector}{verifier}`, one word of URL-safe letters (16 + 43, so it
 * copies with a double click): the selector finds its row, the verifier
 * (stored as its SHA-256) proves the holder read the mail. Wrong tries count against the code
 * they name, so a code dies after a few of them and its owner asks for a fresh one; a stranger
 * who never saw the mail cannot name a code, so nothing they send throttles or kills the
 * owner's. The caller's address is limited separately.
 */
export function newResetCode(): { code: string; selector: string; verifierHash: string } {
  const selector = randomToken(12);
  const verifier = randomToken(32);
  return { code: `${selector}${verifier}`, selector, verifierHash: sha256(verifier) };
}

function parse(code: string): { selector: string; verifierHash: string } | undefined {
  const match = /^([\w-]{16})([\w-]{43})$/.exec(code.trim());
  return match ? { selector: match[1]!, verifierHash: sha256(match[2]!) } : undefined;
}

/**
 * Uses a reset code of `table` (`password_reset_token` for staff, `customer_password_token` for
 * shoppers) within `scope` (the store's rows, for shoppers): once, before it expires, while it
 * has wrong tries left, and only when `owner` (a condition on the row, e.g. that its customer
 * has the given email) holds. The check and the use are one statement, so two uses race to one
 * winner. A miss counts a wrong try against the code the selector names: the caller commits
 * that count, so it answers undefined rather than throwing. Answers the used row, or undefined.
 */
export async function useResetCode<Row>(
  tx: Executor,
  table: 'password_reset_token' | 'customer_password_token',
  code: string,
  where: { scope: SQL; owner: SQL },
): Promise<Row | undefined> {
  const parsed = parse(code);
  if (!parsed) return undefined;
  const codes = sql.identifier(table);
  const used = (await tx.execute(sql`
    UPDATE ${codes} SET used_at = now()
    WHERE ${where.scope} AND selector = ${parsed.selector} AND token_hash = ${parsed.verifierHash}
      AND used_at IS NULL AND expires_at > now() AND wrong_tries < ${RESET_CODE_WRONG_TRIES}
      AND ${where.owner}
    RETURNING *`)) as unknown as { rows: Row[] };
  if (used.rows[0]) return used.rows[0];
  await tx.execute(sql`
    UPDATE ${codes} SET wrong_tries = wrong_tries + 1
    WHERE ${where.scope} AND selector = ${parsed.selector} AND used_at IS NULL`);
  return undefined;
}
