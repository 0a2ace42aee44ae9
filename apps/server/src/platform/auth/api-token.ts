import { hmac, sha256 } from '../crypto.js';

/**
 * How a staff API token is stored and looked up: an HMAC keyed by the server's secret, so a
 * copy of the database alone cannot test guesses against it. A token is unique within its
 * store; were two stores' users to choose the same one, it signs in neither (authenticate.ts),
 * and no answer tells either store that the other has it. Changing `JWT_SECRET` retires every
 * API token, as it retires bearer tokens.
 */
export function apiTokenDigest(secret: string, token: string): string {
  return hmac(`api-token:${secret}`, token);
}

/** The plain SHA-256 that tokens set before keyed hashes are stored as. */
export const legacyApiTokenHash = (token: string): string => sha256(token);
