import type { ProductVariant } from '@storedesk/contract';
import { majorToMinor, minorToMajor } from '../../common/money';

/**
 * A column of the variant grid: a price in one currency, the stock at one location (or, without
 * stock locations, the variant's one stock number), or the SKU.
 */
export type GridColumn =
  | { key: string; kind: 'price'; currency: string }
  | { key: string; kind: 'stock'; locationId: string; locationName: string }
  | { key: 'inventory'; kind: 'inventory' }
  | { key: 'sku'; kind: 'sku' };

/**
 * The stock of each variant that manages inventory: its inventory item and the stocked quantity
 * at each location where the item is kept. A variant missing here has no stock to edit.
 */
export type VariantStock = Readonly<
  Record<string, { itemId: string; levels: Readonly<Record<string, number>> }>
>;

export interface GridPosition {
  row: number;
  col: number;
}

/** Typed values by cell key (`variantId:columnKey`). */
export type GridEdits = Readonly<Record<string, string>>;

export const cellKey = (variantId: string, columnKey: string) => `${variantId}:${columnKey}`;

export function gridColumns(
  currencies: readonly string[],
  locations: readonly { id: string; name: string }[] = [],
): GridColumn[] {
  return [
    ...currencies.map((currency) => ({
      key: `price:${currency}`,
      kind: 'price' as const,
      currency,
    })),
    ...(locations.length > 0
      ? locations.map((location) => ({
          key: `stock:${location.id}`,
          kind: 'stock' as const,
          locationId: location.id,
          locationName: location.name,
        }))
      : [{ key: 'inventory', kind: 'inventory' } as const]),
    { key: 'sku', kind: 'sku' },
  ];
}

/** The variant's own price in a currency (not a region's, a price list's or a tier's). */
export function currencyPrice(variant: ProductVariant, currency: string) {
  return variant.prices?.find(
    (price) =>
      price.currency_code === currency &&
      !price.region_id &&
      !price.price_list_id &&
      price.min_quantity == null &&
      price.max_quantity == null,
  );
}

/** What a cell shows before any edit ('' for stock at a location where the item is not kept). */
export function originalValue(
  variant: ProductVariant,
  column: GridColumn,
  stock: VariantStock = {},
): string {
  if (column.kind === 'sku') return variant.sku ?? '';
  if (column.kind === 'inventory') return String(variant.inventory_quantity);
  if (column.kind === 'stock') {
    const quantity = stock[variant.id]?.levels[column.locationId];
    return quantity === undefined ? '' : String(quantity);
  }
  const price = currencyPrice(variant, column.currency);
  return price ? minorToMajor(price.amount, column.currency) : '';
}

/** Whether a cell can be edited: stock only of a variant with an inventory item. */
export function isEditableCell(
  variant: ProductVariant,
  column: GridColumn,
  stock: VariantStock = {},
): boolean {
  return column.kind !== 'stock' || stock[variant.id] !== undefined;
}

/** Whether a typed value can be saved in this column ('' clears a price or the SKU). */
export function isValidCell(column: GridColumn, value: string): boolean {
  if (column.kind === 'sku') return value.trim().length <= 200;
  if (column.kind === 'inventory' || column.kind === 'stock') {
    return /^\s*\d{1,10}\s*$/.test(value);
  }
  return value.trim() === '' || majorToMinor(value, column.currency) !== null;
}

/**
 * Where focus goes for a key: arrows one cell that way (stopping at the edges), Tab / Shift+Tab
 * to the next / previous cell wrapping across rows, Enter / Shift+Enter down / up. `null` when
 * the key does not move (or would leave the grid).
 */
export function moveFocus(
  position: GridPosition,
  key: string,
  shift: boolean,
  size: { rows: number; cols: number },
): GridPosition | null {
  const { row, col } = position;
  const clampRow = (value: number) => Math.max(0, Math.min(size.rows - 1, value));
  const clampCol = (value: number) => Math.max(0, Math.min(size.cols - 1, value));
  switch (key) {
    case 'ArrowUp':
      return { row: clampRow(row - 1), col };
    case 'ArrowDown':
      return { row: clampRow(row + 1), col };
    case 'ArrowLeft':
      return { row, col: clampCol(col - 1) };
    case 'ArrowRight':
      return { row, col: clampCol(col + 1) };
    case 'Enter':
      return { row: clampRow(row + (shift ? -1 : 1)), col };
    case 'Tab': {
      const index = row * size.cols + col + (shift ? -1 : 1);
      if (index < 0 || index >= size.rows * size.cols) return null;
      return { row: Math.floor(index / size.cols), col: index % size.cols };
    }
    default:
      return null;
  }
}

/** Clipboard text as one value per line (a spreadsheet's column: the first cell of each row). */
export function clipboardLines(text: string): string[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines.map((line) => (line.split('\t')[0] ?? '').trim());
}

/**
 * Pasting several lines into a column: line N goes to the Nth row from the focused one, in the
 * same column; lines past the last row are dropped. Returns the new edits.
 */
export function pasteColumn(
  edits: GridEdits,
  rowIds: readonly string[],
  column: GridColumn,
  startRow: number,
  text: string,
): GridEdits {
  const next: Record<string, string> = { ...edits };
  clipboardLines(text).forEach((value, offset) => {
    const id = rowIds[startRow + offset];
    if (id !== undefined) next[cellKey(id, column.key)] = value;
  });
  return next;
}

/** One variant's changes, ready for POST /admin/products/:id/variants/:variant_id. */
export interface VariantChange {
  variantId: string;
  body: {
    sku?: string | null;
    inventory_quantity?: number;
    prices?: {
      currency_code?: string;
      region_id?: string;
      amount: number;
      min_quantity?: number | null;
      max_quantity?: number | null;
    }[];
  };
  /** The grid column of each price sent, in order (a region's or tier's price: `null`). */
  priceColumns: (string | null)[];
  /** New stocked quantities at locations (the level is created where the item is not kept). */
  stock?: StockChange[];
}

/** One level's new stocked quantity, for POST /admin/inventory-items/:id/location-levels… */
export interface StockChange {
  inventoryItemId: string;
  locationId: string;
  stocked_quantity: number;
  create: boolean;
  /** The grid column it came from. */
  column: string;
}

/**
 * The changes to save: one per variant with a cell whose value differs from the original. Prices
 * are sent whole (the API replaces a variant's prices), keeping region and tiered prices.
 */
export function variantChanges(
  variants: readonly ProductVariant[],
  columns: readonly GridColumn[],
  edits: GridEdits,
  stock: VariantStock = {},
): VariantChange[] {
  const changes: VariantChange[] = [];
  for (const variant of variants) {
    const dirty = columns.filter((column) => {
      const value = edits[cellKey(variant.id, column.key)];
      return value !== undefined && value !== originalValue(variant, column, stock);
    });
    if (dirty.length === 0) continue;
    const body: VariantChange['body'] = {};
    const priceColumns: (string | null)[] = [];
    const stockChanges: StockChange[] = [];
    for (const column of dirty) {
      const value = edits[cellKey(variant.id, column.key)]!;
      if (column.kind === 'sku') body.sku = value.trim() === '' ? null : value.trim();
      if (column.kind === 'inventory') body.inventory_quantity = Number(value.trim());
      const item = stock[variant.id];
      if (column.kind === 'stock' && item && value.trim() !== '') {
        stockChanges.push({
          inventoryItemId: item.itemId,
          locationId: column.locationId,
          stocked_quantity: Number(value.trim()),
          create: item.levels[column.locationId] === undefined,
          column: column.key,
        });
      }
    }
    if (dirty.some((column) => column.kind === 'price')) {
      const prices: NonNullable<VariantChange['body']['prices']> = [];
      const own = new Set<string>();
      for (const column of columns) {
        if (column.kind !== 'price') continue;
        const original = currencyPrice(variant, column.currency);
        if (original) own.add(original.id);
        const value = edits[cellKey(variant.id, column.key)] ?? originalValue(variant, column);
        const amount = value.trim() === '' ? null : majorToMinor(value, column.currency);
        if (amount === null) continue;
        prices.push({ currency_code: column.currency, amount });
        priceColumns.push(column.key);
      }
      for (const price of variant.prices ?? []) {
        if (price.price_list_id || own.has(price.id)) continue;
        if (
          !price.region_id &&
          columns.some((c) => c.key === `price:${price.currency_code}`) &&
          price.min_quantity == null &&
          price.max_quantity == null
        )
          continue;
        prices.push({
          ...(price.region_id
            ? { region_id: price.region_id }
            : { currency_code: price.currency_code }),
          amount: price.amount,
          min_quantity: price.min_quantity,
          max_quantity: price.max_quantity,
        });
        priceColumns.push(null);
      }
      body.prices = prices;
    }
    changes.push({
      variantId: variant.id,
      body,
      priceColumns,
      ...(stockChanges.length > 0 && { stock: stockChanges }),
    });
  }
  return changes;
}

/** The grid column a server error path names (`sku`, `prices.1.amount`), or `null`. */
export function columnOfPath(path: string, change: VariantChange): string | null {
  const [head, index] = path.split('.');
  if (head === 'sku') return 'sku';
  if (head === 'inventory_quantity') return 'inventory';
  if (head === 'prices' && index !== undefined) return change.priceColumns[Number(index)] ?? null;
  return null;
}
