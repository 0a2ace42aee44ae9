import { z } from 'zod';

/*
 * Text that no store can keep. PostgreSQL refuses U+0000 in text and jsonb, and a UTF-16 half
 * without its partner (a lone surrogate, e.g. JSON "\ud800") is not Unicode: it has no UTF-8 form.
 * Both are refused where input arrives, with a 400 naming the field, rather than failing deep in
 * a query.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this refuses
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const UNSTORABLE_TEXT_MESSAGE = 'must not contain NUL characters or unpaired surrogates';

/** How deep request JSON may nest; deeper structures are refused (metadata is the deep one). */
export const MAX_INPUT_DEPTH = 32;
export const TOO_DEEP_MESSAGE = `must not nest more than ${MAX_INPUT_DEPTH} levels deep`;

export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

export interface InputProblem {
  /** Where the problem is, e.g. `['metadata', 'note']`; empty for the value itself. */
  path: Array<string | number>;
  message: string;
}

/**
 * The first string or object key in `value` that cannot be stored, or the first place it nests
 * deeper than MAX_INPUT_DEPTH. Walks without recursion, so no input can exhaust the stack.
 */
export function findInputProblem(value: unknown): InputProblem | undefined {
  const pending: Array<{ value: unknown; path: Array<string | number> }> = [{ value, path: [] }];
  while (pending.length > 0) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      if (!isStorableText(current)) return { path, message: UNSTORABLE_TEXT_MESSAGE };
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (path.length >= MAX_INPUT_DEPTH) return { path, message: TOO_DEEP_MESSAGE };
    if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push({ value: item, path: [...path, index] }));
      continue;
    }
    for (const [key, item] of Object.entries(current)) {
      if (!isStorableText(key)) return { path: [...path, key], message: UNSTORABLE_TEXT_MESSAGE };
      pending.push({ value: item, path: [...path, key] });
    }
  }
  return undefined;
}

/** A string with the same rule, for schemas checked outside the server's edge (forms, clients). */
export const StorableText = z.string().refine(isStorableText, UNSTORABLE_TEXT_MESSAGE);
