import type { CsvProduct, CsvVariant } from './product-csv.js';
import { toMinorUnits } from './product-csv.js';
import { newId } from './product-import.chunks.js';
import type { Row } from './product-import.js';
import type { ProductPlanner } from './product-import.products.js';
import { comboOf, type ExistingProduct, type ExistingVariant } from './product-import.store.js';

/*
 * A product's variants planned into rows: each row of the file is one of the product's
 * variants, matched by SKU or else by options, or a new variant; with its option values and
 * prices.
 */

/** Variants: an existing one by SKU, else by its options; otherwise a new one. */
export function planVariants(
  planner: ProductPlanner,
  product: CsvProduct,
  found: ExistingProduct | undefined,
  productId: string,
  optionIds: Map<string, string>,
): void {
  const { storeId, chunks } = planner;
  const unmatched = new Set(found?.variants ?? []);
  let nextRank = found?.variantCount ?? 0;
  for (const variant of product.variants) {
    const match = matchVariant(planner, product, found, unmatched, variant);
    if (match === 'reported') continue;
    const variantId = match === 'new' ? newId('variant') : match.id;
    if (match === 'new') {
      const row = variantRow(variant, {
        store_id: storeId,
        id: variantId,
        product_id: productId,
        variant_rank: nextRank++,
        inventory_quantity: 0,
        allow_backorder: false,
        manage_inventory: true,
      });
      row.title = variantTitle(product, variant);
      row.inventory_quantity ??= 0;
      row.allow_backorder ??= false;
      row.manage_inventory ??= true;
      chunks.add('product_variant', row);
    } else {
      unmatched.delete(match);
      const update = variantRow(variant, { store_id: storeId, id: variantId });
      for (const column of planner.has.variantFields) update[column] ??= null;
      chunks.add('variant_update', update);
      if (planner.has.prices) chunks.add('price_reset', { variant_id: variantId });
    }
    for (const option of variant.options) {
      chunks.add('product_option_value', {
        store_id: storeId,
        id: newId('optval'),
        option_id: optionIds.get(option.name)!,
        variant_id: variantId,
        value: option.value,
      });
    }
    planPrices(planner, variant, variantId);
    chunks.countRow();
  }
}

/**
 * The product's variant a row of the file is: by SKU, else by options (unless both have
 * different SKUs); 'new' for none, 'reported' when the row cannot be imported.
 */
function matchVariant(
  planner: ProductPlanner,
  product: CsvProduct,
  found: ExistingProduct | undefined,
  unmatched: Set<ExistingVariant>,
  variant: CsvVariant,
): ExistingVariant | 'new' | 'reported' {
  const { skuOwners, handleOf } = planner.store;
  const sku = variant.fields.sku ? String(variant.fields.sku) : null;
  const owner = sku ? skuOwners.get(sku) : undefined;
  if (owner && owner !== found?.id) {
    planner.problems.report(
      variant.row,
      'Variant SKU',
      `${sku} belongs to a variant of another product${handleOf.has(owner) ? ` (${handleOf.get(owner)})` : ''}`,
    );
    return 'reported';
  }
  const bySku = sku ? [...unmatched].find((candidate) => candidate.sku === sku) : undefined;
  if (bySku || variant.options.length === 0) return bySku ?? 'new';
  const combo = comboOf(variant.options);
  const sameOptions = [...unmatched].find((candidate) => candidate.combo === combo);
  if (!sameOptions) return 'new';
  if (!sku || !sameOptions.sku) return sameOptions;
  planner.problems.report(
    variant.row,
    'Option 1 Value',
    `${product.handle} already has a variant (SKU ${sameOptions.sku}) with the options ${variant.options.map((o) => o.value).join(' / ')}`,
  );
  return 'reported';
}

/** The variant's prices in minor units; an amount with too many decimals is reported. */
function planPrices(planner: ProductPlanner, variant: CsvVariant, variantId: string): void {
  const { digits } = planner.store;
  for (const price of variant.prices) {
    const target = planner.prices.get(price.column.header)!;
    const amount = toMinorUnits(price.text, digits.get(target.currency)!);
    if (amount === null) {
      planner.problems.report(
        variant.row,
        price.column.header,
        `${target.currency.toUpperCase()} has ${digits.get(target.currency)} decimals (got "${price.text}")`,
      );
      continue;
    }
    planner.chunks.add('money_amount', {
      store_id: planner.storeId,
      id: newId('ma'),
      variant_id: variantId,
      currency_code: target.currency,
      amount,
      region_id: target.regionId,
    });
  }
}

const variantRow = (variant: CsvVariant, fields: Row) => {
  const row: Row = { ...fields };
  for (const [column, value] of Object.entries(variant.fields)) row[column] = value;
  return row;
};

const variantTitle = (product: CsvProduct, variant: CsvVariant) =>
  (variant.fields.title as string | null | undefined) ||
  variant.options.map((option) => option.value).join(' / ') ||
  (product.fields.title as string | null | undefined) ||
  product.handle;
