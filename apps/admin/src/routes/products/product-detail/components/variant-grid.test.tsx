import type { MoneyAmount, ProductVariant } from '@storedesk/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '@/test/i18n';
import { VariantGrid } from './variant-grid';
import type { VariantChange } from './variant-grid-model';

const STAMP = '2026-01-01T00:00:00.000Z';

function price(
  variantId: string,
  currency: string,
  amount: number,
  extra: Partial<MoneyAmount> = {},
): MoneyAmount {
  return {
    id: `ma_${variantId}_${currency}_${extra.region_id ?? ''}`,
    created_at: STAMP,
    updated_at: STAMP,
    deleted_at: null,
    currency_code: currency,
    amount,
    min_quantity: null,
    max_quantity: null,
    price_list_id: null,
    region_id: null,
    variant_id: variantId,
    ...extra,
  };
}

function variant(id: string, title: string, prices: MoneyAmount[], stock = 5): ProductVariant {
  return {
    id,
    created_at: STAMP,
    updated_at: STAMP,
    deleted_at: null,
    title,
    product_id: 'prod_1',
    sku: `SKU-${id}`,
    barcode: null,
    ean: null,
    upc: null,
    variant_rank: 0,
    inventory_quantity: stock,
    allow_backorder: false,
    manage_inventory: true,
    weight: null,
    length: null,
    height: null,
    width: null,
    hs_code: null,
    origin_country: null,
    mid_code: null,
    material: null,
    metadata: null,
    prices,
  };
}

const VARIANTS = [
  variant('v1', 'S / Black', [
    price('v1', 'usd', 1999),
    price('v1', 'eur', 1800),
    price('v1', 'eur', 1700, { region_id: 'reg_eu' }),
  ]),
  variant('v2', 'S / White', [price('v2', 'usd', 1999)]),
  variant('v3', 'M / Black', [price('v3', 'usd', 2199)]),
];

const cell = (column: string, variantTitle: string) =>
  screen.getByRole('gridcell', { name: `${column} of ${variantTitle}` });

function setup(
  onSave = vi.fn<(changes: VariantChange[]) => Promise<Record<string, Record<string, string>>>>(
    async () => ({}),
  ),
) {
  const user = userEvent.setup();
  render(<VariantGrid variants={VARIANTS} currencies={['usd', 'eur']} onSave={onSave} />);
  return { user, onSave };
}

describe('VariantGrid', () => {
  it('shows a column per currency in major units, then stock and SKU', () => {
    setup();
    expect(cell('Price USD', 'S / Black')).toHaveTextContent('19.99');
    expect(cell('Price EUR', 'S / Black')).toHaveTextContent('18.00');
    expect(cell('Price EUR', 'S / White')).toHaveTextContent('—');
    expect(cell('Stock', 'M / Black')).toHaveTextContent('5');
    expect(cell('SKU', 'S / White')).toHaveTextContent('SKU-v2');
  });

  it('moves with the arrows and Tab, stopping at the edges', async () => {
    const { user } = setup();
    await user.click(cell('Price USD', 'S / Black'));
    expect(cell('Price USD', 'S / Black')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(cell('Price EUR', 'S / Black')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(cell('Price EUR', 'M / Black')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(cell('Price USD', 'M / Black')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(cell('Price USD', 'S / White')).toHaveFocus();
    await user.keyboard('{Tab}{Tab}{Tab}');
    expect(cell('SKU', 'S / White')).toHaveFocus();
    await user.keyboard('{Tab}');
    expect(cell('Price USD', 'M / Black')).toHaveFocus();
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(cell('SKU', 'S / White')).toHaveFocus();
  });

  it('edits by typing; Enter commits and moves down, and the cell shows as changed', async () => {
    const { user } = setup();
    await user.click(cell('Price USD', 'S / Black'));
    await user.keyboard('25');
    expect(screen.getByRole('textbox', { name: 'Price USD of S / Black' })).toHaveValue('25');
    await user.keyboard('{Enter}');
    expect(cell('Price USD', 'S / Black')).toHaveTextContent('25');
    expect(cell('Price USD', 'S / Black')).toHaveAttribute('data-dirty');
    expect(cell('Price USD', 'S / White')).toHaveFocus();
    expect(screen.getByText('1 variant changed')).toBeInTheDocument();
  });

  it('Tab commits and moves right; Escape cancels the edit and keeps the old value', async () => {
    const { user } = setup();
    await user.click(cell('Stock', 'S / White'));
    await user.keyboard('{Enter}');
    const input = screen.getByRole('textbox', { name: 'Stock of S / White' });
    await user.clear(input);
    await user.type(input, '12{Tab}');
    expect(cell('Stock', 'S / White')).toHaveTextContent('12');
    expect(cell('SKU', 'S / White')).toHaveFocus();
    await user.keyboard('X{Escape}');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(cell('SKU', 'S / White')).toHaveTextContent('SKU-v2');
    expect(cell('SKU', 'S / White')).not.toHaveAttribute('data-dirty');
    expect(cell('SKU', 'S / White')).toHaveFocus();
  });

  it('pastes several lines down a column from the focused cell, dropping extra lines', async () => {
    const { user } = setup();
    await user.click(cell('Price EUR', 'S / White'));
    await user.paste('21.50\n22\n23\n24\n');
    expect(cell('Price EUR', 'S / Black')).toHaveTextContent('18.00');
    expect(cell('Price EUR', 'S / White')).toHaveTextContent('21.50');
    expect(cell('Price EUR', 'M / Black')).toHaveTextContent('22');
    expect(cell('Price EUR', 'M / Black')).toHaveAttribute('data-dirty');
    expect(screen.getByText('2 variants changed')).toBeInTheDocument();
  });

  it('pastes spreadsheet rows (tab-separated) by their first cell', async () => {
    const { user } = setup();
    await user.click(cell('Stock', 'S / Black'));
    await user.paste('7\tignored\r\n8\tignored');
    expect(cell('Stock', 'S / Black')).toHaveTextContent('7');
    expect(cell('Stock', 'S / White')).toHaveTextContent('8');
  });

  it('marks invalid cells and blocks Save until they are fixed', async () => {
    const { user } = setup();
    await user.click(cell('Price USD', 'S / Black'));
    await user.keyboard('abc{Enter}');
    expect(cell('Price USD', 'S / Black')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Save prices and stock' })).toBeDisabled();
  });

  it('saves one change per variant in minor units, keeping region prices, and shows errors per cell', async () => {
    const onSave = vi.fn(async (changes: VariantChange[]) => ({
      [changes[1]!.variantId]: { sku: 'A variant with sku SKU-v1 already exists in this store.' },
    }));
    const { user } = setup(onSave);
    await user.click(cell('Price USD', 'S / Black'));
    await user.keyboard('24.5{Enter}');
    await user.click(cell('SKU', 'S / White'));
    await user.keyboard('{Enter}');
    const input = screen.getByRole('textbox', { name: 'SKU of S / White' });
    await user.clear(input);
    await user.type(input, 'SKU-v1{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save prices and stock' }));

    const changes = onSave.mock.calls[0]![0];
    expect(changes).toEqual([
      {
        variantId: 'v1',
        body: {
          prices: [
            { currency_code: 'usd', amount: 2450 },
            { currency_code: 'eur', amount: 1800 },
            { region_id: 'reg_eu', amount: 1700, min_quantity: null, max_quantity: null },
          ],
        },
        priceColumns: ['price:usd', 'price:eur', null],
      },
      { variantId: 'v2', body: { sku: 'SKU-v1' }, priceColumns: [] },
    ]);
    const skuCell = cell('SKU', 'S / White');
    expect(within(skuCell).getByRole('alert')).toHaveTextContent('already exists');
    expect(skuCell).toHaveAttribute('aria-invalid', 'true');
    // The saved variant's edit is cleared (its new value comes back from the server).
    expect(cell('Price USD', 'S / Black')).not.toHaveAttribute('data-dirty');
    expect(skuCell).toHaveAttribute('data-dirty');
  });
});

describe('VariantGrid with stock locations', () => {
  const LOCATIONS = [
    { id: 'sloc_main', name: 'Main' },
    { id: 'sloc_annex', name: 'Annex' },
  ];
  // v1 is stocked at Main only; v2 at both; v3 does not track its stock.
  const STOCK = {
    v1: { itemId: 'iitem_1', levels: { sloc_main: 4 } },
    v2: { itemId: 'iitem_2', levels: { sloc_main: 2, sloc_annex: 6 } },
  };

  function setupStock() {
    const onSave = vi.fn(async (_changes: VariantChange[]) => ({}));
    const user = userEvent.setup();
    render(
      <VariantGrid
        variants={VARIANTS}
        currencies={['usd']}
        locations={LOCATIONS}
        stock={STOCK}
        onSave={onSave}
      />,
    );
    return { user, onSave };
  }

  it('shows a stock column per location; a variant without stock has none to edit', async () => {
    const { user } = setupStock();
    expect(cell('Stock at Main', 'S / Black')).toHaveTextContent('4');
    expect(cell('Stock at Annex', 'S / Black')).toHaveTextContent('—');
    expect(cell('Stock at Annex', 'S / White')).toHaveTextContent('6');
    const untracked = cell('Stock at Main', 'M / Black');
    expect(untracked).toHaveAttribute('aria-readonly', 'true');
    await user.click(untracked);
    await user.keyboard('9');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(untracked).toHaveTextContent('—');
  });

  it('saves the stocked quantity of each changed level, creating the ones not kept yet', async () => {
    const { user, onSave } = setupStock();
    await user.click(cell('Stock at Main', 'S / Black'));
    await user.keyboard('10{Enter}');
    await user.click(cell('Stock at Annex', 'S / Black'));
    await user.keyboard('3{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save prices and stock' }));
    expect(onSave.mock.calls[0]![0]).toEqual([
      {
        variantId: 'v1',
        body: {},
        priceColumns: [],
        stock: [
          {
            inventoryItemId: 'iitem_1',
            locationId: 'sloc_main',
            stocked_quantity: 10,
            create: false,
            column: 'stock:sloc_main',
          },
          {
            inventoryItemId: 'iitem_1',
            locationId: 'sloc_annex',
            stocked_quantity: 3,
            create: true,
            column: 'stock:sloc_annex',
          },
        ],
      },
    ]);
  });
});
