import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encryption of a store's provider secrets (its Stripe secret key) at rest: AES-256-GCM with a
 * key derived by HKDF-SHA256 from the server's secret (COOKIE_SECRET, generated once into
 * DATA_DIR/secrets.json when not set). The store and provider ids are the additional data, so a
 * ciphertext copied to another store or provider does not decrypt. Changing the server secret
 * makes stored secrets unreadable: stores then enter their keys again.
 *
 * Stored as `v1:<iv>:<tag>:<ciphertext>`, base64url; the `v1` names this scheme so it can change.
 */
export interface SecretBox {
  seal(storeId: string, providerId: string, secrets: Record<string, string>): string;
  open(storeId: string, providerId: string, sealed: string): Record<string, string>;
}

export function createSecretBox(serverSecret: string): SecretBox {
  const key = Buffer.from(
    hkdfSync('sha256', serverSecret, 'storedesk', 'payment-provider-settings:v1', 32),
  );
  const aad = (storeId: string, providerId: string) =>
    Buffer.from(`${storeId}\u0000${providerId}`, 'utf8');
  return {
    seal(storeId, providerId, secrets) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(aad(storeId, providerId));
      const body = Buffer.concat([cipher.update(JSON.stringify(secrets), 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join(':');
    },
    open(storeId, providerId, sealed) {
      const [version, iv, tag, body] = sealed.split(':');
      if (version !== 'v1' || !iv || !tag || body === undefined) {
        throw new Error('Stored provider secrets are in an unknown format');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(aad(storeId, providerId));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      const text = Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
      return JSON.parse(text) as Record<string, string>;
    },
  };
}

/**
 * How a secret is shown once stored: its kind prefix and last four characters (`sk_…1234`),
 * enough to tell which key it is and never enough to use it.
 */
export function maskSecret(value: string): string {
  const prefix = /^([a-z]{2,4})_/.exec(value)?.[1];
  const tail = value.length > 8 ? value.slice(-4) : '';
  return `${prefix ? `${prefix}_` : ''}…${tail}`;
}
