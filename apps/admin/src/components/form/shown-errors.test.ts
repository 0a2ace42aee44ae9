import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { shownErrors } from './shown-errors';

describe('shownErrors', () => {
  const errors = {
    name: { type: 'too_small', message: 'zod text' },
    handle: { type: 'server', message: 'Product with handle x already exists.' },
    code: { type: 'server' },
    metadata: [{ key: { type: 'custom', message: 'missing' } }],
  } as unknown as FieldErrors;

  it("words each field's problem the form's way, keeps the server's sentence when it gave one", () => {
    const shown = shownErrors(
      errors,
      ['name', 'handle', 'code', 'rate', 'metadata.0.key'],
      (field) => `form words for ${field}`,
    );
    expect(shown).toEqual({
      name: { type: 'shown', message: 'form words for name' },
      handle: { type: 'shown', message: 'Product with handle x already exists.' },
      // Marked by the server without a sentence: the form's words.
      code: { type: 'shown', message: 'form words for code' },
      'metadata.0.key': { type: 'shown', message: 'form words for metadata.0.key' },
    });
  });
});
