import { describe, expect, it } from 'vitest';
import { invalidMetadataRows, metadataToRows, rowsToMetadata } from './metadata';

describe('collection metadata rows', () => {
  it('edits values as text and keeps an untouched non-string value as it was', () => {
    const original = { colour: 'red', size: 42, tags: ['a'] };
    const rows = metadataToRows(original);
    expect(rows).toEqual([
      { key: 'colour', value: 'red' },
      { key: 'size', value: '42' },
      { key: 'tags', value: '["a"]' },
    ]);
    expect(rowsToMetadata(rows, original)).toEqual(original);
    expect(rowsToMetadata([{ key: 'size', value: '43' }], original)).toEqual({ size: '43' });
  });

  it('skips blank rows and trims keys; flags empty keys with a value and repeated keys', () => {
    expect(
      rowsToMetadata([
        { key: ' a ', value: '1' },
        { key: '', value: '' },
      ]),
    ).toEqual({
      a: '1',
    });
    expect(
      invalidMetadataRows([
        { key: 'a', value: '1' },
        { key: '', value: 'x' },
        { key: 'a ', value: '2' },
        { key: '', value: '' },
      ]),
    ).toEqual({ missing: [1], duplicate: [2] });
  });
});
