import type { ShopProduct, ShopVariant } from './state';

/** Option id → chosen value. */
export type Choice = Record<string, string>;

/** A variant can be bought when it is stocked, allows backorders or does not track stock. */
export const canBuy = (variant: ShopVariant): boolean =>
  !variant.manage_inventory || variant.allow_backorder || variant.inventory_quantity > 0;

const valueOf = (variant: ShopVariant, optionId: string) =>
  variant.options?.find((entry) => entry.option_id === optionId)?.value;

/** Each option's values in the order the variants list them, without repeats. */
export function optionValues(
  product: ShopProduct,
): { id: string; title: string; values: string[] }[] {
  return (product.options ?? []).map((option) => {
    const values: string[] = [];
    for (const variant of product.variants ?? []) {
      const value = valueOf(variant, option.id);
      if (value !== undefined && !values.includes(value)) values.push(value);
    }
    return { id: option.id, title: option.title, values };
  });
}

/** The variant whose option values are exactly the choice (every option chosen). */
export function variantFor(product: ShopProduct, choice: Choice): ShopVariant | undefined {
  const options = product.options ?? [];
  return (product.variants ?? []).find((variant) =>
    options.every((option) => valueOf(variant, option.id) === choice[option.id]),
  );
}

/** The first variant that can be bought (else the first one), as a choice. */
export function initialChoice(product: ShopProduct): Choice {
  const variants = product.variants ?? [];
  const variant = variants.find(canBuy) ?? variants[0];
  const choice: Choice = {};
  if (!variant) return choice;
  for (const option of product.options ?? []) {
    const value = valueOf(variant, option.id);
    if (value !== undefined) choice[option.id] = value;
  }
  return choice;
}

/**
 * Whether picking `value` for an option, keeping the other choices, lands on a variant that
 * can be bought (the picker greys out the others, but they stay choosable).
 */
export function valueAvailable(
  product: ShopProduct,
  choice: Choice,
  optionId: string,
  value: string,
): boolean {
  const variant = variantFor(product, { ...choice, [optionId]: value });
  return variant !== undefined && canBuy(variant);
}

/** The lowest price among the variants (the list shows "from" it). */
export function lowestPrice(product: ShopProduct): number | null {
  const prices = (product.variants ?? [])
    .map((variant) => variant.calculated_price)
    .filter((price): price is number => typeof price === 'number');
  return prices.length ? Math.min(...prices) : null;
}
