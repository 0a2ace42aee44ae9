import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** The e2e server's data directory: fixed, so tests can read the mail outbox (no SMTP here). */
export const E2E_DATA_DIR = path.join(repoRoot, '.test-output', 'e2e-data');
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
