import { SignJWT, jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';

const ISSUER = 'storedesk';
export const ADMIN_TOKEN_TTL_SECONDS = 24 * 60 * 60;

export interface AdminTokenClaims {
  userId: string;
  storeId: string;
}

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/** A 24-hour HS256 bearer token for the admin API. */
export function signAdminToken(secret: string, claims: AdminTokenClaims): Promise<string> {
  return new SignJWT({ store_id: claims.storeId, domain: 'admin' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${ADMIN_TOKEN_TTL_SECONDS}s`)
    .sign(key(secret));
}

/** The claims of a valid, unexpired admin token and its end, or null for anything else. */
async function verify(
  secret: string,
  token: string,
): Promise<{ claims: AdminTokenClaims; expiresAt: number } | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      issuer: ISSUER,
      algorithms: ['HS256'],
      requiredClaims: ['exp'],
    });
    if (
      payload.domain !== 'admin' ||
      typeof payload.sub !== 'string' ||
      typeof payload.store_id !== 'string'
    ) {
      return null;
    }
    return {
      claims: { userId: payload.sub, storeId: payload.store_id },
      expiresAt: payload.exp! * 1000,
    };
  } catch {
    return null;
  }
}

/**
 * Checks admin tokens (the claims of a valid, unexpired token, or null), remembering the ones
 * found valid until they expire: a client repeating its token costs a map lookup instead of a
 * signature check. A token cannot change, so what was verified once stays verified; whether its
 * user may still act is checked apart.
 */
export function createAdminTokenVerifier(
  secret: string,
  max = 10_000,
): (token: string) => Promise<AdminTokenClaims | null> {
  const verified = new LRUCache<string, { claims: AdminTokenClaims; expiresAt: number }>({ max });
  return async (token) => {
    const known = verified.get(token) ?? (await verify(secret, token));
    if (!known || known.expiresAt <= Date.now()) {
      verified.delete(token);
      return null;
    }
    verified.set(token, known);
    return known.claims;
  };
}
