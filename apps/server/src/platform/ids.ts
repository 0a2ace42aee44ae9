import { ulid } from 'ulid';

/** Globally unique id with a type prefix, as in the Medusa v1 samples (`usr_01H...`). */
export function newId(prefix: string): string {
  return `${prefix}_${ulid()}`;
}
