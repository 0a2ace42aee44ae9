import { describe, expect, it } from 'vitest';
import { importProgress, isImportFile } from './import-steps';

describe('isImportFile', () => {
  it('accepts .csv names and the text/csv type, whatever the case', () => {
    expect(isImportFile({ name: 'products.CSV', type: '' })).toBe(true);
    expect(isImportFile({ name: 'export', type: 'text/csv' })).toBe(true);
    expect(isImportFile({ name: 'products.xlsx', type: 'application/vnd.ms-excel' })).toBe(false);
  });
});

describe('importProgress', () => {
  it('is null until the import is confirmed, then rows done of rows, then 100', () => {
    expect(importProgress({ status: 'pre_processed', result: { count: 50 } })).toBeNull();
    expect(importProgress({ status: 'confirmed', result: { count: 50 } })).toBe(0);
    expect(
      importProgress({ status: 'processing', result: { count: 50, advancement_count: 20 } }),
    ).toBe(40);
    expect(importProgress({ status: 'processing', result: null })).toBe(0);
    expect(importProgress({ status: 'completed', result: { count: 50 } })).toBe(100);
  });
});
