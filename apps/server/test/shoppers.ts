import { randomBytes } from 'node:crypto';
import type { TestOrg } from './factories.js';
import type { HttpSession } from './http.js';

/*
 * Shoppers for the privacy tests (src/edge/strangers.test.ts, store-privacy.test.ts): a victim
 * whose personal fields are marked so that a leak shows in any answer, and the region they live
 * in.
 */

/** A registered customer with a name, phone, metadata, a saved and a billing address. */
export interface Victim {
  id: string;
  email: string;
  password: string;
  addressId: string;
  billingAddressId: string;
  /** Signed in from the owner's own address with a bearer token. */
  session: HttpSession;
  /** Strings of theirs that must reach no one else. */
  secrets: string[];
}

function must<T extends { status: number; text: string }>(response: T, what: string): T {
  if (response.status !== 200) throw new Error(`${what}: ${response.status} ${response.text}`);
  return response;
}

/**
 * Registers a victim through `home` (a store API session from the owner's address) and signs
 * them in there with a bearer token made by `signedIn`.
 */
export async function registerVictim(
  home: HttpSession,
  signedIn: (headers: Record<string, string>) => HttpSession,
): Promise<Victim> {
  const tag = randomBytes(3).toString('hex');
  const email = `victim-${randomBytes(4).toString('hex')}@example.com`;
  const password = `pw-${randomBytes(6).toString('hex')}`;
  const person = { first_name: `Vera${tag}`, last_name: `Victim${tag}` };
  const place = { city: `Hidden${tag}`, country_code: 'de', postal_code: `Z${tag}` };
  const registered = must(
    await home.post('/store/customers', { email, password, ...person, phone: `+4479${tag}` }),
    'register',
  );
  const token = must(await home.post('/store/auth/token', { email, password }), 'token');
  const session = signedIn({ authorization: `Bearer ${token.body.access_token}` });
  const saved = must(
    await session.post('/store/customers/me/addresses', {
      address: { ...person, ...place, address_1: `${tag} Secret Lane`, phone: `+4479${tag}` },
    }),
    'address',
  );
  const billed = must(
    await session.post('/store/customers/me', {
      metadata: { note: `meta${tag}` },
      billing_address: { ...person, ...place, address_1: `${tag} Billing Road` },
    }),
    'billing address',
  );
  return {
    id: registered.body.customer.id,
    email,
    password,
    addressId: saved.body.customer.shipping_addresses[0].id,
    billingAddressId: billed.body.customer.billing_address_id,
    session,
    secrets: [
      `Vera${tag}`,
      `Victim${tag}`,
      `+4479${tag}`,
      'Secret Lane',
      'Billing Road',
      `Hidden${tag}`,
      `Z${tag}`,
      `meta${tag}`,
    ],
  };
}

/** A region of the store that ships to Germany, where the victims live; answers its id. */
export async function germanRegion(org: TestOrg): Promise<string> {
  const region = must(
    await org.admin.post('/admin/regions', {
      name: 'Germany',
      currency_code: 'usd',
      tax_rate: 19,
      payment_providers: ['manual'],
      fulfillment_providers: ['manual'],
      countries: ['de'],
    }),
    'region',
  );
  return region.body.region.id as string;
}
