import { describe, expect, it } from 'vitest';
import { itemList, itemListQuery } from './query';

describe('the inventory list query', () => {
  it('reads one location and the low-stock threshold from the address', () => {
    const state = itemList.parse(new URLSearchParams('location_id=sloc_1&low=5&q=scarf&page=2'));
    expect(itemListQuery(state)).toEqual({
      limit: 20,
      offset: 20,
      q: 'scarf',
      order: '-created_at',
      location_id: ['sloc_1'],
      quantity: { lt: 5 },
    });
  });

  it('ignores a threshold it does not offer, and asks for everything by default', () => {
    const state = itemList.parse(new URLSearchParams('low=7'));
    expect(itemListQuery(state)).toEqual({ limit: 20, offset: 0, order: '-created_at' });
  });
});
