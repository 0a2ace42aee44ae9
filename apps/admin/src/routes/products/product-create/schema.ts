import { AdminPostProductsReq, Handle, ProductVariantInput } from '@storedesk/contract';
import { z } from 'zod';
import { majorToMinor } from '../common/money';
import { usedOptions } from './variant-matrix';

/** A handle from a title: "Summer T-Shirt!" → "summer-t-shirt" (what the server would make). */
export function handleFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 180);
}

const VariantRow = ProductVariantInput.pick({
  title: true,
  sku: true,
  inventory_quantity: true,
  manage_inventory: true,
  allow_backorder: true,
}).extend({
  options: z.array(z.string()),
  /** Major-unit text per currency code. */
  prices: z.record(z.string(), z.string()),
});

/**
 * The create form: the contract's product body for the plain fields, plus UI shapes for the
 * parts typed differently (type by value, ids as checkboxes, options with their values, the
 * variant matrix with prices in major units, image URLs).
 */
export const ProductCreateForm = AdminPostProductsReq.pick({
  title: true,
  subtitle: true,
  description: true,
  status: true,
  weight: true,
  length: true,
  height: true,
  width: true,
  hs_code: true,
  origin_country: true,
  mid_code: true,
  material: true,
})
  .extend({
    handle: Handle.or(z.literal('')),
    type_value: z.string().trim().max(200),
    collection_id: z.string(),
    tags: z.array(z.string()),
    categories: z.array(z.string()),
    sales_channels: z.array(z.string()),
    options: z.array(z.object({ title: z.string().trim().max(200), values: z.array(z.string()) })),
    variants: z.array(VariantRow).max(1000),
    images: z.array(z.string()).max(50),
  })
  .superRefine((form, ctx) => {
    const titles = new Set<string>();
    form.options.forEach((option, index) => {
      const title = option.title.trim();
      const values = option.values.filter((value) => value.trim() !== '');
      if (title === '' && values.length > 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['options', index, 'title'],
          message: 'fields.errors.required',
        });
      }
      if (title !== '' && values.length === 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['options', index, 'values'],
          message: 'fields.errors.optionValues',
        });
      }
      if (title !== '' && titles.has(title.toLowerCase())) {
        ctx.addIssue({
          code: 'custom',
          path: ['options', index, 'title'],
          message: 'fields.errors.optionDuplicate',
        });
      }
      titles.add(title.toLowerCase());
    });
    form.variants.forEach((variant, index) => {
      for (const [code, text] of Object.entries(variant.prices)) {
        if (text.trim() !== '' && majorToMinor(text, code) === null) {
          ctx.addIssue({
            code: 'custom',
            path: ['variants', index, 'prices', code],
            message: 'fields.errors.price',
          });
        }
      }
    });
    const skus = new Map<string, number>();
    form.variants.forEach((variant, index) => {
      if (!variant.sku) return;
      if (skus.has(variant.sku)) {
        ctx.addIssue({
          code: 'custom',
          path: ['variants', index, 'sku'],
          message: 'fields.errors.skuDuplicate',
        });
      }
      skus.set(variant.sku, index);
    });
  });

export type ProductCreateValues = z.input<typeof ProductCreateForm>;
export type ProductCreateOutput = z.output<typeof ProductCreateForm>;

/**
 * The POST /admin/products body from the form, and for each variant the currency of each price
 * it sends (so a server error on `variants.1.prices.0` can land on the right cell).
 */
export function toCreateBody(form: ProductCreateOutput): {
  body: AdminPostProductsReq;
  priceCurrencies: string[][];
} {
  const options = usedOptions(form.options);
  const priceCurrencies: string[][] = [];
  const variants = form.variants.map((variant) => {
    const prices = Object.entries(variant.prices).flatMap(([code, text]) => {
      const amount = text.trim() === '' ? null : majorToMinor(text, code);
      return amount === null ? [] : [{ currency_code: code, amount }];
    });
    priceCurrencies.push(prices.map((price) => price.currency_code));
    return {
      title: variant.title,
      sku: variant.sku || null,
      inventory_quantity: variant.inventory_quantity,
      manage_inventory: variant.manage_inventory,
      allow_backorder: variant.allow_backorder,
      options: variant.options.map((value) => ({ value })),
      prices,
    };
  });
  const blank = (text: string | null | undefined) => (text && text.trim() !== '' ? text : null);
  const body: AdminPostProductsReq = {
    title: form.title,
    subtitle: blank(form.subtitle),
    description: blank(form.description),
    status: form.status,
    ...(form.handle ? { handle: form.handle } : {}),
    type: form.type_value ? { value: form.type_value } : null,
    collection_id: form.collection_id || null,
    tags: form.tags.map((value) => ({ value })),
    categories: form.categories.map((id) => ({ id })),
    ...(form.sales_channels.length > 0
      ? { sales_channels: form.sales_channels.map((id) => ({ id })) }
      : {}),
    images: form.images,
    ...(form.images[0] ? { thumbnail: form.images[0] } : {}),
    weight: form.weight ?? null,
    length: form.length ?? null,
    height: form.height ?? null,
    width: form.width ?? null,
    hs_code: blank(form.hs_code),
    origin_country: blank(form.origin_country),
    mid_code: blank(form.mid_code),
    material: blank(form.material),
    options: options.map((option) => ({ title: option.title })),
    variants,
  };
  return { body, priceCurrencies };
}

/** Where a server error about a create-body field lands in the form. */
export function createFormPath(path: string, priceCurrencies: string[][]): string | null {
  const parts = path.split('.');
  const [head, index, field, priceIndex] = parts;
  if (head === 'type') return 'type_value';
  if (head === 'tags' || head === 'categories' || head === 'sales_channels' || head === 'images') {
    return head;
  }
  if (head === 'options' && index !== undefined) return `options.${index}.title`;
  if (head === 'variants' && index !== undefined) {
    if (field === 'prices' && priceIndex !== undefined) {
      const code = priceCurrencies[Number(index)]?.[Number(priceIndex)];
      return code ? `variants.${index}.prices.${code}` : null;
    }
    if (field === 'sku' || field === 'title' || field === 'inventory_quantity') {
      return `variants.${index}.${field}`;
    }
    return null;
  }
  const plain = [
    'title',
    'subtitle',
    'description',
    'handle',
    'status',
    'collection_id',
    'weight',
    'length',
    'height',
    'width',
    'hs_code',
    'origin_country',
    'mid_code',
    'material',
    'thumbnail',
  ];
  if (head && plain.includes(head) && parts.length === 1)
    return head === 'thumbnail' ? 'images' : head;
  return null;
}
