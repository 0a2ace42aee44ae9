import { describe, expect, it } from 'vitest';
import { buildVariantMatrix, combinations, usedOptions, type VariantDraft } from './variant-matrix';

const SIZE_COLOR = [
  { title: 'Size', values: ['S', 'M'] },
  { title: 'Color', values: ['Black', 'White'] },
];

describe('variant matrix', () => {
  it('makes one row per combination: Size S,M × Color Black,White gives four', () => {
    const rows = buildVariantMatrix(SIZE_COLOR, [], 'Default variant');
    expect(rows.map((row) => row.options)).toEqual([
      ['S', 'Black'],
      ['S', 'White'],
      ['M', 'Black'],
      ['M', 'White'],
    ]);
    expect(rows.map((row) => row.title)).toEqual([
      'S / Black',
      'S / White',
      'M / Black',
      'M / White',
    ]);
    expect(rows[0]).toMatchObject({ sku: null, inventory_quantity: 0, manage_inventory: true });
  });

  it('gives one default variant without options', () => {
    expect(buildVariantMatrix([], [], 'Default variant')).toEqual([
      expect.objectContaining({ options: [], title: 'Default variant' }),
    ]);
  });

  it('ignores options without a title or values, blank and repeated values', () => {
    const options = [
      { title: 'Size', values: [' S ', 'S', '', 'M'] },
      { title: '', values: ['x'] },
      { title: 'Color', values: [] },
    ];
    expect(usedOptions(options)).toEqual([{ title: 'Size', values: ['S', 'M'] }]);
    expect(buildVariantMatrix(options, [], 'Default')).toHaveLength(2);
  });

  it('keeps what was typed in rows whose combination survives a change of options', () => {
    const first = buildVariantMatrix(SIZE_COLOR, [], 'Default');
    const typed: VariantDraft[] = first.map((row, index) =>
      index === 1
        ? {
            ...row,
            title: 'Small white',
            sku: 'TS-S-W',
            inventory_quantity: 7,
            prices: { usd: '19.99' },
          }
        : row,
    );
    const next = buildVariantMatrix(
      [SIZE_COLOR[0]!, { title: 'Color', values: ['Black', 'White', 'Red'] }],
      typed,
      'Default',
    );
    expect(next).toHaveLength(6);
    expect(next[1]).toMatchObject({
      options: ['S', 'White'],
      title: 'Small white',
      sku: 'TS-S-W',
      inventory_quantity: 7,
      prices: { usd: '19.99' },
    });
    expect(next[2]).toMatchObject({ options: ['S', 'Red'], title: 'S / Red', sku: null });
  });

  it('multiplies out three options', () => {
    expect(
      combinations([
        { title: 'a', values: ['1', '2'] },
        { title: 'b', values: ['x', 'y', 'z'] },
        { title: 'c', values: ['p', 'q'] },
      ]),
    ).toHaveLength(12);
  });
});
