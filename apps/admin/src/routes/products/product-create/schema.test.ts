import { describe, expect, it } from 'vitest';
import {
  ProductCreateForm,
  handleFromTitle,
  toCreateBody,
  type ProductCreateValues,
} from './schema';
import { buildVariantMatrix } from './variant-matrix';

function form(overrides: Partial<ProductCreateValues> = {}): ProductCreateValues {
  const options = [
    { title: 'Size', values: ['S', 'M'] },
    { title: 'Color', values: ['Black'] },
  ];
  return {
    title: 'Tee',
    subtitle: '',
    handle: 'tee',
    description: '',
    status: 'draft',
    type_value: 'Shirts',
    collection_id: '',
    tags: ['summer'],
    categories: [],
    sales_channels: [],
    options,
    variants: buildVariantMatrix(options, [], 'Default').map((row, index) => ({
      ...row,
      sku: `TEE-${index}`,
      prices: { usd: index === 0 ? '19.99' : '', jpy: '1500' },
    })),
    images: ['https://cdn.test/a.png', 'https://cdn.test/b.png'],
    weight: 200,
    length: null,
    height: null,
    width: null,
    hs_code: null,
    origin_country: '',
    mid_code: null,
    material: null,
    ...overrides,
  };
}

describe('the create form', () => {
  it('makes a handle from the title', () => {
    expect(handleFromTitle('Summer T-Shirt! Été')).toBe('summer-t-shirt-ete');
  });

  it('sends prices in minor units (whole units for zero-decimal currencies), first image as thumbnail', () => {
    const parsed = ProductCreateForm.parse(form());
    const { body, priceCurrencies } = toCreateBody(parsed);
    expect(body.options).toEqual([{ title: 'Size' }, { title: 'Color' }]);
    expect(body.variants?.[0]).toMatchObject({
      title: 'S / Black',
      sku: 'TEE-0',
      options: [{ value: 'S' }, { value: 'Black' }],
      prices: [
        { currency_code: 'usd', amount: 1999 },
        { currency_code: 'jpy', amount: 1500 },
      ],
    });
    expect(body.variants?.[1]?.prices).toEqual([{ currency_code: 'jpy', amount: 1500 }]);
    expect(priceCurrencies).toEqual([['usd', 'jpy'], ['jpy']]);
    expect(body).toMatchObject({
      type: { value: 'Shirts' },
      tags: [{ value: 'summer' }],
      thumbnail: 'https://cdn.test/a.png',
      collection_id: null,
      origin_country: null,
      weight: 200,
    });
    expect(body).not.toHaveProperty('sales_channels');
  });

  it('refuses a bad price, an option without values and a repeated SKU, on their fields', () => {
    const values = form();
    values.variants[0]!.prices = { usd: '19.999' };
    values.variants[1]!.sku = 'TEE-0';
    values.options = [...values.options, { title: 'Fit', values: [] }];
    const result = ProductCreateForm.safeParse(values);
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining(['variants.0.prices.usd', 'variants.1.sku', 'options.2.values']),
    );
  });
});
