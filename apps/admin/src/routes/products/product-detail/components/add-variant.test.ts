import type { Product } from '@storedesk/contract';
import { describe, expect, it } from 'vitest';
import { AddVariantForm, addVariantPath, emptyVariant, toVariantBody } from './add-variant';

const product = {
  id: 'prod_1',
  title: 'Tee',
  options: [
    { id: 'opt_size', title: 'Size', values: [] },
    { id: 'opt_color', title: 'Color', values: [] },
  ],
} as unknown as Product;

describe('add variant form', () => {
  it('starts with an empty value per option and an empty price per currency', () => {
    expect(emptyVariant(product, ['usd', 'jpy'])).toEqual({
      title: '',
      sku: '',
      inventory_quantity: 0,
      options: { opt_size: '', opt_color: '' },
      prices: { usd: '', jpy: '' },
    });
  });

  it('names an untitled variant after its values and sends prices in minor units', () => {
    const values = AddVariantForm.parse({
      ...emptyVariant(product, ['usd', 'jpy', 'eur']),
      options: { opt_color: ' Blue ', opt_size: 'XL' },
      sku: ' TEE-XL-BLUE ',
      inventory_quantity: 7,
      prices: { usd: '19,99', jpy: '1500', eur: '' },
    });
    expect(toVariantBody(product, values)).toEqual({
      title: 'XL / Blue',
      sku: 'TEE-XL-BLUE',
      inventory_quantity: 7,
      options: [
        { option_id: 'opt_size', value: 'XL' },
        { option_id: 'opt_color', value: 'Blue' },
      ],
      prices: [
        { currency_code: 'usd', amount: 1999 },
        { currency_code: 'jpy', amount: 1500 },
      ],
    });
  });

  it('refuses a missing option value and a price that is not an amount, at their fields', () => {
    const result = AddVariantForm.safeParse({
      ...emptyVariant(product, ['usd']),
      options: { opt_size: 'M', opt_color: '  ' },
      prices: { usd: '12.345' },
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'options.opt_color',
      'prices.usd',
    ]);
  });

  it('maps a server error path back to the field it came from', () => {
    const body = toVariantBody(
      product,
      AddVariantForm.parse({
        ...emptyVariant(product, ['usd', 'eur']),
        options: { opt_size: 'M', opt_color: 'Red' },
        prices: { usd: '', eur: '5' },
      }),
    );
    expect(addVariantPath('sku', body)).toBe('sku');
    expect(addVariantPath('prices.0.amount', body)).toBe('prices.eur');
    expect(addVariantPath('options.1.value', body)).toBe('options.opt_color');
    expect(addVariantPath('options', body)).toBeNull();
  });
});
