import type { MoneyAmount } from '@storedesk/contract';
import { describe, expect, it } from 'vitest';
import { cellKey, cellsFromPrices, priceChanges } from './price-cells';

const products = [{ variants: [{ id: 'var_1' }, { id: 'var_2' }] }] as never[];

function price(overrides: Partial<MoneyAmount>): MoneyAmount {
  return {
    id: 'ma_1',
    created_at: '2030-01-01T00:00:00.000Z',
    updated_at: '2030-01-01T00:00:00.000Z',
    deleted_at: null,
    currency_code: 'eur',
    amount: 1000,
    min_quantity: null,
    max_quantity: null,
    price_list_id: 'pl_1',
    region_id: null,
    variant_id: 'var_1',
    ...overrides,
  };
}

describe('priceChanges', () => {
  it('sends each filled cell in minor units, zero-decimal currencies as typed', () => {
    const changes = priceChanges(products, ['eur', 'jpy'], {
      [cellKey('var_1', 'eur')]: '12.50',
      [cellKey('var_1', 'jpy')]: '1500',
      [cellKey('var_2', 'eur')]: '',
    });
    expect(changes).toEqual({
      prices: [
        { variant_id: 'var_1', currency_code: 'eur', amount: 1250 },
        { variant_id: 'var_1', currency_code: 'jpy', amount: 1500 },
      ],
      removeIds: [],
      invalid: [],
    });
  });

  it('lists the cells that are not prices', () => {
    const changes = priceChanges(products, ['eur', 'jpy'], {
      [cellKey('var_1', 'eur')]: '1.999',
      [cellKey('var_2', 'jpy')]: '10.5',
    });
    expect(changes.invalid).toEqual([cellKey('var_1', 'eur'), cellKey('var_2', 'jpy')]);
    expect(changes.prices).toEqual([]);
  });

  it('changes a price by its id, removes an emptied one and leaves unchanged ones alone', () => {
    const { cells, existing } = cellsFromPrices([
      price({ id: 'ma_1', variant_id: 'var_1', amount: 1000 }),
      price({ id: 'ma_2', variant_id: 'var_2', amount: 2000 }),
      price({ id: 'ma_3', variant_id: 'var_1', currency_code: 'jpy', amount: 900 }),
    ]);
    expect(cells).toEqual({ 'var_1:eur': '10.00', 'var_2:eur': '20.00', 'var_1:jpy': '900' });
    const changes = priceChanges(
      products,
      ['eur', 'jpy'],
      { ...cells, 'var_1:eur': '11', 'var_2:eur': '', 'var_2:jpy': '800' },
      existing,
    );
    expect(changes.prices).toEqual([
      { id: 'ma_1', variant_id: 'var_1', currency_code: 'eur', amount: 1100 },
      { variant_id: 'var_2', currency_code: 'jpy', amount: 800 },
    ]);
    expect(changes.removeIds).toEqual(['ma_2']);
  });

  it('shows only plain prices in the grid (no region, no quantity tiers)', () => {
    const { cells } = cellsFromPrices([
      price({ id: 'ma_1', min_quantity: 10 }),
      price({ id: 'ma_2', region_id: 'reg_1' }),
    ]);
    expect(cells).toEqual({});
  });
});
