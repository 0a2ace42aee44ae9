import { describe, expect, it } from 'vitest';
import type { ShopProduct, ShopVariant } from './state';
import {
  canBuy,
  initialChoice,
  lowestPrice,
  optionValues,
  valueAvailable,
  variantFor,
} from './variant-choice';

const variant = (
  id: string,
  size: string,
  colour: string,
  stock: number,
  extra: Partial<ShopVariant> = {},
): ShopVariant => ({
  id,
  title: `${size} / ${colour}`,
  sku: null,
  inventory_quantity: stock,
  allow_backorder: false,
  manage_inventory: true,
  calculated_price: size === 'S' ? 2000 : 2200,
  options: [
    { option_id: 'opt_size', value: size, variant_id: id },
    { option_id: 'opt_colour', value: colour, variant_id: id },
  ],
  ...extra,
});

const tee: ShopProduct = {
  id: 'prod_1',
  title: 'Tee',
  subtitle: null,
  description: null,
  handle: 'tee',
  thumbnail: null,
  options: [
    { id: 'opt_size', title: 'Size' },
    { id: 'opt_colour', title: 'Colour' },
  ],
  variants: [
    variant('v_s_red', 'S', 'Red', 0),
    variant('v_s_blue', 'S', 'Blue', 3),
    variant('v_m_red', 'M', 'Red', 0, { allow_backorder: true }),
  ],
};

describe('variant choice', () => {
  it('lists each option’s values once, in the variants’ order', () => {
    expect(optionValues(tee)).toEqual([
      { id: 'opt_size', title: 'Size', values: ['S', 'M'] },
      { id: 'opt_colour', title: 'Colour', values: ['Red', 'Blue'] },
    ]);
  });

  it('starts on the first variant that can be bought', () => {
    expect(initialChoice(tee)).toEqual({ opt_size: 'S', opt_colour: 'Blue' });
    const soldOut = { ...tee, variants: [variant('v_x', 'S', 'Red', 0)] };
    expect(initialChoice(soldOut)).toEqual({ opt_size: 'S', opt_colour: 'Red' });
  });

  it('finds the variant of a full choice, none for a combination that does not exist', () => {
    expect(variantFor(tee, { opt_size: 'M', opt_colour: 'Red' })?.id).toBe('v_m_red');
    expect(variantFor(tee, { opt_size: 'M', opt_colour: 'Blue' })).toBeUndefined();
    expect(variantFor(tee, { opt_size: 'M' })).toBeUndefined();
  });

  it('can buy what is stocked, back-ordered or not tracked', () => {
    expect(canBuy(variant('a', 'S', 'Red', 1))).toBe(true);
    expect(canBuy(variant('a', 'S', 'Red', 0))).toBe(false);
    expect(canBuy(variant('a', 'S', 'Red', 0, { allow_backorder: true }))).toBe(true);
    expect(canBuy(variant('a', 'S', 'Red', 0, { manage_inventory: false }))).toBe(true);
  });

  it('marks the values that, with the other choices kept, land on a variant to buy', () => {
    const choice = { opt_size: 'S', opt_colour: 'Blue' };
    expect(valueAvailable(tee, choice, 'opt_colour', 'Red')).toBe(false);
    expect(valueAvailable(tee, choice, 'opt_size', 'M')).toBe(false);
    expect(valueAvailable(tee, { opt_size: 'M', opt_colour: 'Red' }, 'opt_size', 'M')).toBe(true);
  });

  it('gives the lowest price for "from" prices, none when nothing is priced', () => {
    expect(lowestPrice(tee)).toBe(2000);
    expect(
      lowestPrice({ ...tee, variants: [variant('a', 'S', 'Red', 1, { calculated_price: null })] }),
    ).toBeNull();
  });
});
