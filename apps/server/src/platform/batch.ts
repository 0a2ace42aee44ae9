import { notFound } from './errors.js';

/** The ids of a Medusa v1 batch body (`[{ id }]`) without repeats, in the order given. */
export const distinctIds = (items: readonly { id: string }[]): string[] => [
  ...new Set(items.map((item) => item.id)),
];

/**
 * Fails with not_found naming every id of `wanted` missing from `found`. Called before a batch
 * writes anything, so an unknown id (or another store's) leaves everything unchanged.
 */
export function requireAll(
  entity: string,
  wanted: readonly string[],
  found: Iterable<string>,
): void {
  const present = new Set(found);
  const missing = wanted.filter((id) => !present.has(id));
  if (missing.length > 0) throw notFound(entity, missing.join(', '));
}
