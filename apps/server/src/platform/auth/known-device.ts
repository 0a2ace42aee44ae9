import type { FastifyReply, FastifyRequest } from 'fastify';
import { hmac, safeEqual } from '../crypto.js';

/** How long a browser counts as one that signed in to an account before. */
const KNOWN_FOR_SECONDS = 180 * 24 * 60 * 60;

/**
 * A browser that signed in to an account keeps a cookie proving it (one per account), so that
 * strangers guessing that account's password from elsewhere, or from the same address, never
 * throttle it: its attempts count against the device alone (throttle.ts). The
 * cookie proves nothing else: it is no session and grants no access.
 *
 * The cookie's name is a keyed hash of the account, so it tells no one the email; its value is
 * the time it was given and a keyed hash binding that time to the account, so it cannot be
 * forged, nor moved from one account to another. No database row is needed.
 */
export interface KnownDevices {
  /** The device's id (the proof's time) when the request carries a valid proof for the account. */
  of(request: FastifyRequest, account: string): string | undefined;
  /** Gives the browser a proof for the account after a successful sign-in. */
  remember(reply: FastifyReply, account: string): void;
}

export function createKnownDevices(secret: string): KnownDevices {
  const name = (account: string) =>
    `storedesk_device_${hmac(secret, `device-name:${account}`).slice(0, 16)}`;
  const proof = (account: string, issued: string) => hmac(secret, `device:${account}:${issued}`);
  return {
    of(request, account) {
      const value = request.cookies[name(account)];
      const [issued, mac] = value?.split('.') ?? [];
      if (!issued || !mac || !/^\d{1,12}$/.test(issued)) return undefined;
      const age = Date.now() / 1000 - Number(issued);
      if (age < 0 || age > KNOWN_FOR_SECONDS) return undefined;
      return safeEqual(mac, proof(account, issued)) ? issued : undefined;
    },
    remember(reply, account) {
      const issued = String(Math.floor(Date.now() / 1000));
      reply.setCookie(name(account), `${issued}.${proof(account, issued)}`, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: 'auto',
        maxAge: KNOWN_FOR_SECONDS,
      });
    },
  };
}
