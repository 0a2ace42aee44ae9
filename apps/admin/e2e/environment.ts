import { readdirSync, readFileSync } from 'node:fs';
import { expect, request } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** The e2e server's data directory: fixed, so tests can read the mail outbox (no SMTP here). */
export const E2E_DATA_DIR = path.join(repoRoot, '.test-output', 'e2e-data');
/**
 * The Stripe API stand-in the e2e server's stores talk to (stripe-stand-in.mjs, started by
 * start-server.mjs); the shop's page reaches it through the route in stripe.ts.
 */
export const E2E_STRIPE_API_URL = 'http://127.0.0.1:9124';
export const E2E_ADMIN = {
  email: 'e2e-admin@example.com',
  password: 'e2e-secret-123',
  store: 'E2E Store',
};

/** The link in the newest outbox message sent to `to`. */
export function lastMailLink(to: string): string {
  const outbox = path.join(E2E_DATA_DIR, 'outbox');
  const messages = readdirSync(outbox)
    .sort()
    .map((file) =>
      readFileSync(path.join(outbox, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '='),
    )
    .filter((message) => message.includes(`To: ${to}`));
  const match = /(https?:\/\/\S+)/.exec(messages[messages.length - 1] ?? '');
  if (!match) throw new Error(`no mail with a link to ${to}`);
  return match[1]!;
}

/** Invites a colleague through the API, as the e2e store's admin. */
export async function inviteColleague(baseURL: string, email: string): Promise<void> {
  const api = await request.newContext({ baseURL });
  const token = await api.post('/admin/auth/token', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  const { access_token } = (await token.json()) as { access_token: string };
  const created = await api.post('/admin/invites', {
    data: { user: email, role: 'member' },
    headers: { authorization: `Bearer ${access_token}` },
  });
  expect(created.status()).toBe(200);
  await api.dispose();
}
