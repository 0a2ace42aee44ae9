import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { StoredeskError, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { ensureVariantStock, variantQuantities } from '../stock/stock.js';
import {
  variantColumns,
  type VariantCreateInput,
  type VariantFields,
  type VariantUpdateInput,
} from './products.columns.js';
import { assertIdentifiersFree } from './products.identifiers.js';
import { comboKey } from './products.options.js';
import {
  liveVariantsOf,
  optionIdsOf,
  priceRows,
  replaceVariantPrices,
  variantCombinations,
} from './products.repo.js';
import { moneyAmount, productOptionValue, productVariant } from './products.tables.js';

/*
 * Writing variants with everything that hangs off them (option values, prices, stock), for
 * the variant routes and for a product create or update that lists its variants.
 */

/** Rows of a variant's option values, checking one value per option of the product. */
function optionValueRows(
  storeId: string,
  field: string,
  variantId: string,
  optionIds: readonly string[],
  values: readonly { option_id: string; value: string }[],
): (typeof productOptionValue.$inferInsert)[] {
  const byOption = new Map(values.map((entry) => [entry.option_id, entry.value]));
  for (const entry of values) {
    if (!optionIds.includes(entry.option_id)) {
      throw new StoredeskError(
        'invalid_data',
        `${field}: option ${entry.option_id} is not an option of this product`,
      );
    }
  }
  const missing = optionIds.filter((id) => !byOption.has(id));
  if (missing.length > 0) {
    throw new StoredeskError(
      'invalid_data',
      `${field} must give one value for each of the product's ${optionIds.length} options (missing ${missing.join(', ')})`,
    );
  }
  return optionIds.map((optionId) => ({
    storeId,
    id: newId('optval'),
    optionId,
    variantId,
    value: byOption.get(optionId)!,
  }));
}

/** Inserts variants with their option values and prices; refuses repeated combinations. */
export async function insertVariants(
  tx: Tx,
  storeId: string,
  productId: string,
  optionIds: readonly string[],
  variants: readonly (VariantFields & {
    options: { option_id: string; value: string }[];
    prices: VariantCreateInput['prices'];
  })[],
  field: (index: number) => string,
  firstRank: number,
): Promise<string[]> {
  const combos = await variantCombinations(tx, storeId, productId);
  const taken = new Set([...combos.values()].map(comboKey));
  await assertIdentifiersFree(
    tx,
    storeId,
    variants.map((variant, index) => ({ field: field(index), values: variant })),
  );
  const ids: string[] = [];
  const variantRows: (typeof productVariant.$inferInsert)[] = [];
  const valueRows: (typeof productOptionValue.$inferInsert)[] = [];
  const prices: (typeof moneyAmount.$inferInsert)[] = [];
  for (const [index, variant] of variants.entries()) {
    const id = newId('variant');
    ids.push(id);
    const values = optionValueRows(
      storeId,
      `${field(index)}.options`,
      id,
      optionIds,
      variant.options,
    );
    if (optionIds.length > 0) {
      const key = comboKey(new Map(values.map((row) => [row.optionId, row.value])));
      if (taken.has(key)) {
        throw new StoredeskError(
          'invalid_data',
          `${field(index)}.options: another variant already has the options ${values.map((row) => row.value).join(' / ')}`,
        );
      }
      taken.add(key);
    }
    variantRows.push({
      ...variantColumns(variant),
      storeId,
      id,
      productId,
      title: variant.title,
      variantRank: variant.variant_rank ?? firstRank + index,
    });
    valueRows.push(...values);
    prices.push(...(await priceRows(tx, storeId, `${field(index)}.prices`, id, variant.prices)));
  }
  if (variantRows.length) await tx.insert(productVariant).values(variantRows);
  if (valueRows.length) await tx.insert(productOptionValue).values(valueRows);
  if (prices.length) await tx.insert(moneyAmount).values(prices);
  // Stock: each variant that manages inventory gets its item, stocked at the default location.
  if (variantRows.length) {
    await ensureVariantStock(
      tx,
      storeId,
      variantQuantities(
        variants.map((variant, index) => ({
          variantId: ids[index]!,
          quantity: variant.inventory_quantity,
        })),
      ),
    );
  }
  return ids;
}

/** Changes one live variant of the product: its fields, stock, item SKU, prices and options. */
export async function updateOneVariant(
  tx: Tx,
  storeId: string,
  productId: string,
  variantId: string,
  input: VariantUpdateInput,
  field: string,
): Promise<void> {
  const { options, prices, ...fields } = input;
  await assertIdentifiersFree(tx, storeId, [{ field, values: fields, variantId }]);
  const rows = await tx
    .update(productVariant)
    .set({ ...variantColumns(fields), updatedAt: new Date() })
    .where(and(liveVariantsOf(storeId, productId), eq(productVariant.id, variantId)))
    .returning({ id: productVariant.id });
  if (!rows[0]) throw notFound('ProductVariant', variantId);
  // Stock (v1 clients and our product page write inventory_quantity; see ensureVariantStock),
  // and the item created when the variant starts managing inventory.
  if (fields.inventory_quantity !== undefined || fields.manage_inventory === true) {
    await ensureVariantStock(
      tx,
      storeId,
      variantQuantities([{ variantId, quantity: fields.inventory_quantity }]),
    );
  }
  if (fields.sku !== undefined) {
    // The item keeps the variant's SKU, so the inventory list finds it by the same one.
    await tx.execute(sql`UPDATE inventory_item i SET sku = ${fields.sku}, updated_at = now()
      FROM product_variant_inventory_item pvi
      WHERE pvi.store_id = ${storeId} AND pvi.variant_id = ${variantId}
        AND i.store_id = pvi.store_id AND i.id = pvi.inventory_item_id
        AND i.sku IS DISTINCT FROM ${fields.sku}`);
  }
  if (prices !== undefined) {
    await replaceVariantPrices(
      tx,
      storeId,
      variantId,
      await priceRows(tx, storeId, `${field}.prices`, variantId, prices),
    );
  }
  if (options !== undefined && options.length > 0) {
    const optionIds = await optionIdsOf(tx, storeId, productId);
    for (const entry of options) {
      if (!optionIds.includes(entry.option_id)) {
        throw new StoredeskError(
          'invalid_data',
          `${field}.options: option ${entry.option_id} is not an option of this product`,
        );
      }
    }
    const combos = await variantCombinations(tx, storeId, productId);
    const mine = new Map(combos.get(variantId) ?? []);
    for (const entry of options) mine.set(entry.option_id, entry.value);
    for (const [otherId, combo] of combos) {
      if (otherId !== variantId && comboKey(combo) === comboKey(mine)) {
        throw new StoredeskError(
          'invalid_data',
          `${field}.options: another variant already has the options ${[...mine.values()].join(' / ')}`,
        );
      }
    }
    for (const entry of options) {
      await tx
        .insert(productOptionValue)
        .values({
          storeId,
          id: newId('optval'),
          optionId: entry.option_id,
          variantId,
          value: entry.value,
        })
        .onConflictDoUpdate({
          target: [
            productOptionValue.storeId,
            productOptionValue.variantId,
            productOptionValue.optionId,
          ],
          set: { value: entry.value, updatedAt: new Date() },
        });
    }
  }
}
