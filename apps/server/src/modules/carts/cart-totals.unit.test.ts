import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ApplicableRate } from '../taxes/tax-calculation.js';
import { cartTotals, type TotalsInput } from './cart-totals.js';

/** A rate as the tables hold it: 0 to 100 percent with up to three decimals. */
const rateArb = fc
  .integer({ min: 0, max: 100_000 })
  .map((thousandths): ApplicableRate => ({ rate: thousandths / 1000, name: 'rate', code: null }));
const ratesArb = fc.array(rateArb, { maxLength: 3 });

const itemArb = (includesTax: fc.Arbitrary<boolean>) =>
  fc.record({
    id: fc.uuid(),
    unitPrice: fc.integer({ min: 0, max: 1_000_000 }),
    quantity: fc.integer({ min: 1, max: 500 }),
    includesTax,
    rates: ratesArb,
  });

const methodArb = fc.record({
  id: fc.uuid(),
  price: fc.integer({ min: 0, max: 100_000 }),
  includesTax: fc.boolean(),
  rates: ratesArb,
});

const cartArb = fc.record({
  items: fc.array(itemArb(fc.boolean()), { maxLength: 8 }),
  shippingMethods: fc.array(methodArb, { maxLength: 3 }),
});

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const combined = (rates: readonly ApplicableRate[]) => sum(rates.map((rate) => rate.rate));

describe('cart totals', () => {
  it('add up: the cart is the sum of its lines and methods, total = subtotal + shipping + tax', () => {
    fc.assert(
      fc.property(cartArb, (input: TotalsInput) => {
        const totals = cartTotals(input);
        expect(totals.subtotal).toBe(sum(totals.items.map((item) => item.subtotal)));
        expect(totals.item_tax_total).toBe(sum(totals.items.map((item) => item.tax_total)));
        expect(totals.shipping_total).toBe(sum(totals.shipping_methods.map((m) => m.subtotal)));
        expect(totals.shipping_tax_total).toBe(
          sum(totals.shipping_methods.map((method) => method.tax_total)),
        );
        expect(totals.tax_total).toBe(totals.item_tax_total + totals.shipping_tax_total);
        expect(totals.total).toBe(
          totals.subtotal +
            totals.shipping_total +
            totals.tax_total -
            totals.discount_total -
            totals.gift_card_total,
        );
        for (const item of totals.items) {
          expect(item.total).toBe(item.subtotal + item.tax_total);
          expect(sum(item.tax_lines.map((line) => line.amount))).toBe(item.tax_total);
        }
      }),
    );
  });

  it('is never negative', () => {
    fc.assert(
      fc.property(cartArb, fc.integer({ min: 0, max: 10_000_000 }), (input, giftCards) => {
        const totals = cartTotals({ ...input, giftCardBalance: giftCards });
        for (const value of [
          totals.subtotal,
          totals.tax_total,
          totals.shipping_total,
          totals.gift_card_total,
          totals.total,
          ...totals.items.flatMap((item) => [item.subtotal, item.tax_total, item.total]),
        ]) {
          expect(value).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('prices without tax: the subtotal is what the lines cost and tax is added on top, within half a unit per line', () => {
    fc.assert(
      fc.property(fc.array(itemArb(fc.constant(false)), { maxLength: 8 }), (items) => {
        const totals = cartTotals({ items, shippingMethods: [] });
        expect(totals.subtotal).toBe(sum(items.map((item) => item.unitPrice * item.quantity)));
        totals.items.forEach((line, index) => {
          const item = items[index]!;
          const exact = (item.unitPrice * item.quantity * combined(item.rates)) / 100;
          expect(Math.abs(line.tax_total - exact)).toBeLessThanOrEqual(0.5 + 1e-6);
        });
        // Per-line rounding: the cart's tax is off the exact sum by at most half a unit a line.
        const exactSum = sum(
          items.map((item) => (item.unitPrice * item.quantity * combined(item.rates)) / 100),
        );
        expect(Math.abs(totals.item_tax_total - exactSum)).toBeLessThanOrEqual(
          items.length * 0.5 + 1e-6,
        );
      }),
    );
  });

  it('prices with tax: the shopper pays exactly the shown price, the tax is part of it', () => {
    fc.assert(
      fc.property(fc.array(itemArb(fc.constant(true)), { maxLength: 8 }), (items) => {
        const totals = cartTotals({ items, shippingMethods: [] });
        const shown = sum(items.map((item) => item.unitPrice * item.quantity));
        expect(totals.total).toBe(shown);
        expect(totals.subtotal + totals.item_tax_total).toBe(shown);
        totals.items.forEach((line, index) => {
          const item = items[index]!;
          const rate = combined(item.rates);
          const exact = (item.unitPrice * item.quantity * rate) / (100 + rate);
          expect(Math.abs(line.tax_total - exact)).toBeLessThanOrEqual(0.5 + 1e-6);
        });
      }),
    );
  });

  it('a gift card pays at most what is left to pay', () => {
    fc.assert(
      fc.property(cartArb, fc.integer({ min: 0, max: 100_000_000 }), (input, balance) => {
        const before = cartTotals(input).total;
        const totals = cartTotals({ ...input, giftCardBalance: balance });
        expect(totals.gift_card_total).toBe(Math.min(balance, before));
        expect(totals.total).toBe(before - totals.gift_card_total);
      }),
    );
  });

  it('a discount lowers the line and its tax, never below zero', () => {
    fc.assert(
      fc.property(itemArb(fc.boolean()), fc.nat(), (item, seed) => {
        const discount = seed % (item.unitPrice * item.quantity + 1);
        const [line] = cartTotals({ items: [{ ...item, discount }], shippingMethods: [] }).items;
        const [full] = cartTotals({ items: [item], shippingMethods: [] }).items;
        expect(line!.discount_total).toBe(discount);
        expect(line!.subtotal).toBe(full!.subtotal);
        expect(line!.tax_total).toBeLessThanOrEqual(full!.tax_total);
        expect(line!.original_total).toBe(full!.total);
        expect(line!.total).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('matches v1 on a worked example: 3 × 12.34 at 19 % plus 10.00 shipping at 19 %', () => {
    const vat = [{ rate: 19, name: 'VAT', code: 'vat' }];
    const totals = cartTotals({
      items: [{ id: 'a', unitPrice: 1234, quantity: 3, includesTax: false, rates: vat }],
      shippingMethods: [{ id: 's', price: 1000, includesTax: false, rates: vat }],
    });
    expect(totals).toMatchObject({
      subtotal: 3702,
      item_tax_total: 703, // 703.38
      shipping_total: 1000,
      shipping_tax_total: 190,
      tax_total: 893,
      total: 5595,
    });
  });
});
