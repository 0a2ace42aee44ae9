import { StoredeskError } from './errors.js';

export interface Order<Field extends string> {
  field: Field;
  direction: 'asc' | 'desc';
}

/**
 * Reads a Medusa-style `order` parameter (`created_at`, `-created_at`) against the fields a list
 * may be sorted by; anything else is a 400 naming the allowed fields.
 */
export function parseOrder<Field extends string>(
  order: string | undefined,
  allowed: readonly Field[],
  fallback: Order<Field>,
): Order<Field> {
  if (!order) return fallback;
  const direction = order.startsWith('-') ? 'desc' : 'asc';
  const field = order.replace(/^[-+]/, '') as Field;
  if (!allowed.includes(field)) {
    throw new StoredeskError(
      'invalid_data',
      `order must be one of: ${allowed.join(', ')} (prefix - for descending)`,
    );
  }
  return { field, direction };
}
