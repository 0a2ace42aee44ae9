import type { AdminPostProductsProductVariantsReq, Product } from '@storedesk/contract';
import { z } from 'zod';
import { majorToMinor } from '../../common/money';

/** The add-variant form: a value per product option, prices as major-unit text per currency. */
export const AddVariantForm = z
  .object({
    title: z.string().trim().max(200),
    sku: z.string().trim().max(200),
    inventory_quantity: z.number().int().min(0).max(1_000_000_000),
    /** Option id → value. */
    options: z.record(z.string(), z.string().trim().min(1).max(200)),
    /** Currency code → major-unit text. */
    prices: z.record(z.string(), z.string()),
  })
  .superRefine((form, ctx) => {
    for (const [code, text] of Object.entries(form.prices)) {
      if (text.trim() !== '' && majorToMinor(text, code) === null) {
        ctx.addIssue({ code: 'custom', path: ['prices', code], message: 'fields.errors.price' });
      }
    }
  });
export type AddVariantValues = z.input<typeof AddVariantForm>;
export type AddVariantOutput = z.output<typeof AddVariantForm>;

export function emptyVariant(product: Product, currencies: readonly string[]): AddVariantValues {
  return {
    title: '',
    sku: '',
    inventory_quantity: 0,
    options: Object.fromEntries((product.options ?? []).map((option) => [option.id, ''])),
    prices: Object.fromEntries(currencies.map((code) => [code, ''])),
  };
}

/**
 * The POST /admin/products/{id}/variants body. A variant without a title is named after its
 * option values in the product's option order ("M / Blue"), as the create form names them.
 */
export function toVariantBody(
  product: Product,
  form: AddVariantOutput,
): AdminPostProductsProductVariantsReq {
  const options = (product.options ?? []).map((option) => ({
    option_id: option.id,
    value: form.options[option.id] ?? '',
  }));
  const title = form.title || options.map((option) => option.value).join(' / ') || product.title;
  const prices = Object.entries(form.prices).flatMap(([currency_code, text]) => {
    const amount = text.trim() === '' ? null : majorToMinor(text, currency_code);
    return amount === null ? [] : [{ currency_code, amount }];
  });
  return {
    title,
    sku: form.sku || null,
    inventory_quantity: form.inventory_quantity,
    options,
    prices,
  };
}

/** The form field a server error path names (`prices.1.amount` → the second price's currency). */
export function addVariantPath(
  path: string,
  body: AdminPostProductsProductVariantsReq,
): string | null {
  const [head, index] = path.split('.');
  if (head === 'title' || head === 'sku' || head === 'inventory_quantity') return head;
  if (head === 'prices' && index !== undefined) {
    const code = body.prices[Number(index)]?.currency_code;
    return code ? `prices.${code}` : null;
  }
  if (head === 'options' && index !== undefined) {
    const id = body.options?.[Number(index)]?.option_id;
    return id ? `options.${id}` : null;
  }
  return null;
}
