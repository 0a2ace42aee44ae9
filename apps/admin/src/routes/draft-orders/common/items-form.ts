import type { Product } from '@storedesk/contract';
import { toMinorUnits } from '@/routes/pricing/common/money';

/**
 * The lines of a draft as a form holds them (the create wizard's items step and the detail
 * page's "Add items"): catalogue variants with a quantity, and custom lines with a title, a
 * unit price in major units and a quantity. Messages are keys of `draftOrders:errors`.
 */

export interface VariantLineValues {
  product_title: string;
  /** The product's variants, to choose the line's variant among. */
  choices: { id: string; title: string; price: number | null }[];
  variant_id: string;
  quantity: string;
}

export interface CustomLineValues {
  title: string;
  price: string;
  quantity: string;
}

export interface ItemsValues {
  variants: VariantLineValues[];
  custom: CustomLineValues[];
}

/** The issues zod's `superRefine` may add. */
export interface IssueSink {
  addIssue(issue: { code: 'custom'; path: (string | number)[]; message: string }): void;
}

const MAX_MONEY = 2_147_483_647;

export const quantityError = (value: string): string | null => {
  const text = value.trim();
  if (text === '') return 'quantityRequired';
  if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > 100_000) return 'quantityInvalid';
  return null;
};

/** The major-unit price typed, in minor units, or the error key. */
export function priceOf(value: string, currency: string): number | string {
  const minor = toMinorUnits(value, currency);
  if (minor === undefined) return 'priceRequired';
  if (minor === null || minor > MAX_MONEY) return 'priceInvalid';
  return minor;
}

/** Checks the lines; `requireOne` adds `items: itemsRequired` when there are none. */
export function checkItems(
  values: ItemsValues,
  currency: string,
  ctx: IssueSink,
  requireOne = true,
): void {
  const issue = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: 'custom', path, message });
  if (requireOne && values.variants.length + values.custom.length === 0) {
    issue(['items'], 'itemsRequired');
  }
  values.variants.forEach((line, index) => {
    if (!line.variant_id) issue(['variants', index, 'variant_id'], 'variantRequired');
    const quantity = quantityError(line.quantity);
    if (quantity) issue(['variants', index, 'quantity'], quantity);
  });
  values.custom.forEach((line, index) => {
    if (line.title.trim() === '') issue(['custom', index, 'title'], 'titleRequired');
    else if (line.title.trim().length > 500) issue(['custom', index, 'title'], 'tooLong');
    const price = priceOf(line.price, currency);
    if (typeof price === 'string') issue(['custom', index, 'price'], price);
    const quantity = quantityError(line.quantity);
    if (quantity) issue(['custom', index, 'quantity'], quantity);
  });
}

/** The lines as the API's `items` (the values are checked). */
export function toLineInputs(values: ItemsValues, currency: string) {
  return [
    ...values.variants.map((line) => ({
      variant_id: line.variant_id,
      quantity: Number(line.quantity.trim()),
    })),
    ...values.custom.map((line) => ({
      title: line.title.trim(),
      unit_price: priceOf(line.price, currency) as number,
      quantity: Number(line.quantity.trim()),
    })),
  ];
}

/** A picked product as a line: its first variant, quantity 1. */
export function variantLineOf(product: Product, currency: string): VariantLineValues {
  const choices = (product.variants ?? []).map((variant) => ({
    id: variant.id,
    title: variant.title,
    price:
      variant.prices?.find((price) => price.currency_code.toLowerCase() === currency.toLowerCase())
        ?.amount ?? null,
  }));
  return {
    product_title: product.title,
    choices,
    variant_id: choices[0]?.id ?? '',
    quantity: '1',
  };
}

export const emptyCustomLine = (): CustomLineValues => ({ title: '', price: '', quantity: '1' });
