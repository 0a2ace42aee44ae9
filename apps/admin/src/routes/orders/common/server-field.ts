import { getErrorMessage, isStoredeskError } from '@storedesk/client';

export interface ServerField {
  /** The field the message starts with, in dots: `amount`, `items.0.quantity`, `shipping_address.city`. */
  path: string;
  /** The server's sentence, as it came (it names the field). */
  message: string;
}

const LEADING_PATH = /^([a-z_][a-z0-9_]*(?:\[\d+\]|\.[a-z0-9_]+)*)(?=:|\s)/;

/**
 * The field a refused order request names, when it is one of `fields` or under one of them:
 * the server starts a 400's message with the field (`amount: …`, `items[0].quantity: …`,
 * `shipping_address.city must be …`). Null for any other error, which the form shows above its
 * fields.
 */
export function serverField(error: unknown, fields: readonly string[]): ServerField | null {
  if (!isStoredeskError(error) || error.type !== 'invalid_data') return null;
  const message = getErrorMessage(error);
  const match = LEADING_PATH.exec(message);
  if (!match) return null;
  const path = match[1]!.replace(/\[(\d+)\]/g, '.$1');
  const known = fields.some((field) => path === field || path.startsWith(`${field}.`));
  return known ? { path, message } : null;
}
