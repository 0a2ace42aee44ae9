import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Download links for files kept on local disk: `?expires=<unix seconds>&signature=<hmac>`, the
 * HMAC-SHA256 of the key and the expiry under the server's upload signing secret. Nothing is
 * stored; changing COOKIE_SECRET (from which the secret is derived) voids every link.
 */
export interface SignedParams {
  expires: number;
  signature: string;
}

function mac(secret: string, key: string, expires: number): Buffer {
  return createHmac('sha256', secret).update(`download\n${key}\n${expires}`).digest();
}

export function signDownload(secret: string, key: string, expires: number): SignedParams {
  return { expires, signature: mac(secret, key, expires).toString('base64url') };
}

export type SignatureCheck = 'valid' | 'invalid' | 'expired';

/** Checks the signature first, so an expired link with a forged signature is 'invalid'. */
export function checkDownload(
  secret: string,
  key: string,
  params: { expires?: string | undefined; signature?: string | undefined },
  now: Date = new Date(),
): SignatureCheck {
  const { expires, signature } = params;
  if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return 'invalid';
  const expected = Buffer.from(mac(secret, key, Number(expires)).toString('base64url'));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return Number(expires) * 1000 < now.getTime() ? 'expired' : 'valid';
}
