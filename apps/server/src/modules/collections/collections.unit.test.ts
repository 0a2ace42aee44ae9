import { describe, expect, it } from 'vitest';
import { handleFromTitle } from './collections.service.js';

describe('handleFromTitle', () => {
  it('makes a storefront handle from a title', () => {
    expect(handleFromTitle('Summer Sale', 'pcol_01ABC')).toBe('summer-sale');
    expect(handleFromTitle('  Été -- 2026!  ', 'pcol_01ABC')).toBe('ete-2026');
    expect(handleFromTitle('Crème brûlée & Co.', 'pcol_01ABC')).toBe('creme-brulee-co');
  });

  it('stays within 200 characters and never ends with a dash', () => {
    const handle = handleFromTitle(`${'a'.repeat(199)} b`, 'pcol_01ABC');
    expect(handle).toBe('a'.repeat(199));
  });

  it('falls back to the end of the id when the title has no latin letters or digits', () => {
    expect(handleFromTitle('夏季', 'pcol_01HXYZ0123456789')).toBe('collection-0123456789');
  });
});
