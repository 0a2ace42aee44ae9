import { SignJWT, jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';

const ISSUER = 'storedesk';
export const ADMIN_TOKEN_TTL_SECONDS = 24 * 60 * 60;
/** Shoppers' bearer tokens last 30 days, as Medusa v1's `POST /store/auth/token`. */
export const CUSTOMER_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;

/**
 * Who a token speaks for: `admin` tokens name a staff user, `store` tokens a customer of the
 * store. The domain is signed into the token, so one is never accepted as the other.
 */
type TokenDomain = 'admin' | 'store';

export interface AdminTokenClaims {
  userId: string;
  storeId: string;
}

export interface CustomerTokenClaims {
  customerId: string;
  storeId: string;
  /**
   * Which password the token was given for (a digest of the customer's password hash), so a
   * new password makes every earlier token worthless. `POST /store/auth/token` always sets it;
   * tokens the server mints for itself (demo data, tests) may leave it out.
   */
  credential?: string | undefined;
}

interface VerifiedToken {
  subject: string;
  storeId: string;
  credential: string | undefined;
  expiresAt: number;
}

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

function sign(
  secret: string,
  domain: TokenDomain,
  subject: string,
  storeId: string,
  ttlSeconds: number,
  credential?: string,
): Promise<string> {
  return new SignJWT({ store_id: storeId, domain, ...(credential && { cred: credential }) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(subject)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(key(secret));
}

/** A 24-hour HS256 bearer token for the admin API. */
export function signAdminToken(secret: string, claims: AdminTokenClaims): Promise<string> {
  return sign(secret, 'admin', claims.userId, claims.storeId, ADMIN_TOKEN_TTL_SECONDS);
}

/** A 30-day HS256 bearer token for a customer of one store (store API). */
export function signCustomerToken(secret: string, claims: CustomerTokenClaims): Promise<string> {
  return sign(
    secret,
    'store',
    claims.customerId,
    claims.storeId,
    CUSTOMER_TOKEN_TTL_SECONDS,
    claims.credential,
  );
}

/** The claims of a valid, unexpired token of the domain and its end, or null for anything else. */
async function verify(
  secret: string,
  domain: TokenDomain,
  token: string,
): Promise<VerifiedToken | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      issuer: ISSUER,
      algorithms: ['HS256'],
      requiredClaims: ['exp'],
    });
    if (
      payload.domain !== domain ||
      typeof payload.sub !== 'string' ||
      typeof payload.store_id !== 'string'
    ) {
      return null;
    }
    return {
      subject: payload.sub,
      storeId: payload.store_id,
      credential: typeof payload.cred === 'string' ? payload.cred : undefined,
      expiresAt: payload.exp! * 1000,
    };
  } catch {
    return null;
  }
}

/**
 * Checks tokens of one domain, remembering the ones found valid until they expire: a client
 * repeating its token costs a map lookup instead of a signature check. A token cannot change,
 * so what was verified once stays verified; whether its user may still act is checked apart.
 */
function createVerifier(
  secret: string,
  domain: TokenDomain,
  max: number,
): (token: string) => Promise<VerifiedToken | null> {
  const verified = new LRUCache<string, VerifiedToken>({ max });
  return async (token) => {
    const known = verified.get(token) ?? (await verify(secret, domain, token));
    if (!known || known.expiresAt <= Date.now()) {
      verified.delete(token);
      return null;
    }
    verified.set(token, known);
    return known;
  };
}

/** Checks admin tokens: the claims of a valid, unexpired one, or null (see `createVerifier`). */
export function createAdminTokenVerifier(
  secret: string,
  max = 10_000,
): (token: string) => Promise<AdminTokenClaims | null> {
  const check = createVerifier(secret, 'admin', max);
  return async (token) => {
    const known = await check(token);
    return known && { userId: known.subject, storeId: known.storeId };
  };
}

/** Checks customer tokens: the claims of a valid, unexpired one, or null (see `createVerifier`). */
export function createCustomerTokenVerifier(
  secret: string,
  max = 10_000,
): (token: string) => Promise<CustomerTokenClaims | null> {
  const check = createVerifier(secret, 'store', max);
  return async (token) => {
    const known = await check(token);
    return (
      known && { customerId: known.subject, storeId: known.storeId, credential: known.credential }
    );
  };
}
