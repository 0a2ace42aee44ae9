import { SignJWT, jwtVerify } from 'jose';

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

/** The claims of a valid, unexpired admin token, or null for anything else. */
export async function verifyAdminToken(
  secret: string,
  token: string,
): Promise<AdminTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      issuer: ISSUER,
      algorithms: ['HS256'],
    });
    if (
      payload.domain !== 'admin' ||
      typeof payload.sub !== 'string' ||
      typeof payload.store_id !== 'string'
    ) {
      return null;
    }
    return { userId: payload.sub, storeId: payload.store_id };
  } catch {
    return null;
  }
}
