import { calculateLineTax, type ApplicableRate, type LineTax } from '../taxes/tax-calculation.js';

/**
 * The totals of a cart or an order, from its lines, shipping methods and tax lines: the one
 * function both use, pure so that it can be tested on its own (cart-totals.unit.test.ts).
 *
 * Every tax is worked out by `calculateLineTax` (taxes/tax-calculation.ts), per line, exact
 * and rounded once by the documented rule (docs/taxes-and-shipping.md, "Rounding"); the cart's taxes are
 * the sums of its lines' taxes and are never rounded again. The fields follow Medusa v1:
 *
 * - an item's `subtotal` is its amount without tax, before discounts (unit price × quantity,
 *   less the tax it holds when the price includes tax); `original_tax_total` its tax before
 *   discounts, `tax_total` after; `total` what the shopper pays for it (with tax, after
 *   discounts); `original_total` the same before discounts;
 * - a shipping method's `subtotal` is its price without tax, `total` with tax;
 * - the cart's `subtotal` adds up the items' subtotals, `shipping_total` the methods'
 *   subtotals, `item_tax_total` and `shipping_tax_total` their taxes, and `total` is what the
 *   shopper pays: the items' and methods' totals less what gift cards cover.
 *
 * Discounts and gift cards have no area yet: their amounts come in as 0 from the callers but are
 * already taken into account here, so that adding them changes no caller of this function.
 */

export interface TotalsItem {
  id: string;
  /** Minor units, in the terms of `includesTax`. */
  unitPrice: number;
  quantity: number;
  includesTax: boolean;
  /** The rates the line pays (its tax lines); none when the cart is not taxed. */
  rates: readonly ApplicableRate[];
  /** Discount on the whole line, minor units, in the same terms as the price; 0 by default. */
  discount?: number;
}

export interface TotalsShippingMethod {
  id: string;
  /** Minor units, in the terms of `includesTax`. */
  price: number;
  includesTax: boolean;
  rates: readonly ApplicableRate[];
}

export interface TotalsInput {
  items: readonly TotalsItem[];
  shippingMethods: readonly TotalsShippingMethod[];
  /** What the cart's gift cards could pay at most (their balances); 0 by default. */
  giftCardBalance?: number;
}

export interface ItemTotals {
  id: string;
  unit_price: number;
  quantity: number;
  subtotal: number;
  discount_total: number;
  raw_discount_total: number;
  tax_total: number;
  original_tax_total: number;
  total: number;
  original_total: number;
  /** The rates with each one's share of the line's tax. */
  tax_lines: LineTax['lines'];
}

export interface ShippingMethodTotals {
  id: string;
  price: number;
  subtotal: number;
  tax_total: number;
  original_tax_total: number;
  total: number;
  original_total: number;
  tax_lines: LineTax['lines'];
}

export interface CartTotals {
  items: ItemTotals[];
  shipping_methods: ShippingMethodTotals[];
  subtotal: number;
  discount_total: number;
  raw_discount_total: number;
  item_tax_total: number;
  shipping_total: number;
  shipping_tax_total: number;
  tax_total: number;
  gift_card_total: number;
  gift_card_tax_total: number;
  total: number;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

function itemTotals(item: TotalsItem): ItemTotals {
  const discount = item.discount ?? 0;
  const line = {
    unitPrice: item.unitPrice,
    quantity: item.quantity,
    includesTax: item.includesTax,
  };
  const original = calculateLineTax(line, item.rates);
  const discounted =
    discount === 0 ? original : calculateLineTax({ ...line, discount }, item.rates);
  return {
    id: item.id,
    unit_price: item.unitPrice,
    quantity: item.quantity,
    subtotal: original.net,
    discount_total: discount,
    raw_discount_total: discount,
    tax_total: discounted.tax,
    original_tax_total: original.tax,
    total: discounted.total,
    original_total: original.total,
    tax_lines: discounted.lines,
  };
}

function shippingTotals(method: TotalsShippingMethod): ShippingMethodTotals {
  const taxed = calculateLineTax(
    { unitPrice: method.price, quantity: 1, includesTax: method.includesTax },
    method.rates,
  );
  return {
    id: method.id,
    price: method.price,
    subtotal: taxed.net,
    tax_total: taxed.tax,
    original_tax_total: taxed.tax,
    total: taxed.total,
    original_total: taxed.total,
    tax_lines: taxed.lines,
  };
}

/** The totals of a cart or an order (see above). */
export function cartTotals(input: TotalsInput): CartTotals {
  const items = input.items.map(itemTotals);
  const shippingMethods = input.shippingMethods.map(shippingTotals);
  const beforeGiftCards =
    sum(items.map((item) => item.total)) + sum(shippingMethods.map((m) => m.total));
  // A gift card pays for what is left to pay, never more; what it covers keeps its tax (the
  // tax was charged on the goods), so gift_card_tax_total stays 0 until gift cards exist.
  const giftCardTotal = Math.max(0, Math.min(input.giftCardBalance ?? 0, beforeGiftCards));
  const itemTax = sum(items.map((item) => item.tax_total));
  const shippingTax = sum(shippingMethods.map((method) => method.tax_total));
  return {
    items,
    shipping_methods: shippingMethods,
    subtotal: sum(items.map((item) => item.subtotal)),
    discount_total: sum(items.map((item) => item.discount_total)),
    raw_discount_total: sum(items.map((item) => item.raw_discount_total)),
    item_tax_total: itemTax,
    shipping_total: sum(shippingMethods.map((method) => method.subtotal)),
    shipping_tax_total: shippingTax,
    tax_total: itemTax + shippingTax,
    gift_card_total: giftCardTotal,
    gift_card_tax_total: 0,
    total: beforeGiftCards - giftCardTotal,
  };
}
