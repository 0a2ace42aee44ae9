import { describe, expect, it } from 'vitest';
import {
  AREA_GROUPS,
  AREAS,
  areaHref,
  comingSoonAreas,
  enabledAreas,
  groupAreas,
  type Area,
} from './areas';

describe('groupAreas', () => {
  it('puts every area in exactly one group, groups in sidebar order', () => {
    const groups = groupAreas();
    expect(groups.map((entry) => entry.group)).toEqual([...AREA_GROUPS]);
    const grouped = groups.flatMap((entry) => entry.areas.map((area) => area.id));
    expect(grouped.sort()).toEqual(AREAS.map((area) => area.id).sort());
  });

  it('groups the areas of SPEC point 1 as the sidebar shows them', () => {
    const byGroup = Object.fromEntries(
      groupAreas().map(({ group, areas }) => [group, areas.map((area) => area.id)]),
    );
    expect(byGroup.orders).toEqual([
      'orders',
      'draftOrders',
      'returns',
      'swaps',
      'claims',
      'orderEdits',
    ]);
    expect(byGroup.catalogue).toEqual([
      'products',
      'collections',
      'categories',
      'tags',
      'types',
      'priceLists',
      'giftCards',
    ]);
    expect(byGroup.customers).toEqual(['customers', 'customerGroups']);
    expect(byGroup.marketing).toEqual(['discounts']);
    expect(byGroup.inventory).toEqual(['inventory', 'reservations', 'stockLocations']);
    expect(byGroup.settings).toContain('settings');
  });

  it('leaves out groups without areas and keeps the given order inside a group', () => {
    const areas: Area[] = [
      { id: 'swaps', group: 'orders', path: 'swaps', built: false },
      { id: 'discounts', group: 'marketing', path: 'discounts', built: false },
      { id: 'orders', group: 'orders', path: 'orders', built: false },
    ];
    expect(groupAreas(areas)).toEqual([
      { group: 'orders', areas: [areas[0], areas[2]] },
      { group: 'marketing', areas: [areas[1]] },
    ]);
  });
});

describe('areas', () => {
  it('have unique ids and paths under /a', () => {
    expect(new Set(AREAS.map((area) => area.id)).size).toBe(AREAS.length);
    expect(new Set(AREAS.map((area) => area.path)).size).toBe(AREAS.length);
    expect(areaHref({ path: 'customers/groups' })).toBe('/a/customers/groups');
  });

  it('route the ones not built yet to the coming-soon screen', () => {
    const soon = comingSoonAreas().map((area) => area.id);
    expect(soon).toContain('giftCards');
    expect(soon).not.toContain('orders');
    expect(soon).not.toContain('returns');
    expect(soon).not.toContain('swaps');
    expect(soon).not.toContain('claims');
    expect(soon).not.toContain('orderEdits');
    expect(soon).not.toContain('settings');
    expect(soon).not.toContain('users');
  });
});

describe('enabledAreas', () => {
  it('leaves out an area whose feature flag is off, and keeps areas without a flag', () => {
    const off = enabledAreas((key) => key !== 'product_categories');
    expect(off.map((area) => area.id)).not.toContain('categories');
    expect(off).toHaveLength(AREAS.length - 1);
    expect(enabledAreas(() => true)).toEqual(AREAS);
    // Categories, and the stock areas of the inventory and stock-location modules.
    expect(AREAS.filter((area) => area.flag).map((area) => [area.id, area.flag])).toEqual([
      ['categories', 'product_categories'],
      ['inventory', 'inventoryService'],
      ['reservations', 'inventoryService'],
      ['stockLocations', 'stockLocationService'],
    ]);
    const noStock = enabledAreas((key) => key === 'product_categories');
    expect(noStock.map((area) => area.id)).not.toContain('inventory');
    expect(noStock.map((area) => area.id)).not.toContain('stockLocations');
  });
});
