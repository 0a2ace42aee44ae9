import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_INPUT_DEPTH, StorableText, findInputProblem, isStorableText } from './text.js';

describe('storable text', () => {
  it('accepts any well-formed Unicode without NUL, astral characters included', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(isStorableText(text)).toBe(!text.includes('\u0000'));
      }),
    );
    expect(isStorableText('emoji 😀 and 𝄞')).toBe(true);
  });

  it('refuses NUL and lone surrogates wherever they stand', () => {
    for (const bad of ['\u0000', 'a\u0000b', '\ud800', 'x\udfff', '\udc00\ud800', 'ok\ud83d']) {
      expect(isStorableText(bad), JSON.stringify(bad)).toBe(false);
      expect(StorableText.safeParse(bad).success).toBe(false);
    }
  });

  it('finds the path of the first bad string or key in nested input', () => {
    expect(findInputProblem({ title: 'ok', metadata: { a: [1, 'x\u0000'] } })?.path).toEqual([
      'metadata',
      'a',
      1,
    ]);
    expect(findInputProblem({ metadata: { 'k\ud800': 1 } })?.path).toEqual(['metadata', 'k\ud800']);
    expect(findInputProblem({ title: 'fine', n: 1, list: [null, true] })).toBeUndefined();
  });

  it('refuses structures nested deeper than the limit without exhausting the stack', () => {
    let deep: unknown = 'leaf';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(findInputProblem(deep)?.path).toHaveLength(MAX_INPUT_DEPTH);
    let shallow: unknown = 'leaf';
    for (let level = 0; level < MAX_INPUT_DEPTH; level += 1) shallow = { a: shallow };
    expect(findInputProblem(shallow)).toBeUndefined();
  });
});
