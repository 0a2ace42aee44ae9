import { columns, listOf, object, times } from '../../platform/db/json.js';
import { productScalarJson } from '../products/product.shape.js';
import { variantJson } from '../products/variant.shape.js';
import { productProfileIdSql } from '../products/product-profile.js';
import { shippingProfileJson } from '../shipping/shipping-profile.shape.js';
import { taxLinesOf, type TaxLineJson } from './tax-line.shape.js';

/*
 * The line items of a cart or an order, each with its tax lines, adjustments and variant: the
 * one SQL fragment the cart, the order and the draft order answers embed. A line's variant
 * answers its available stock, so the statement needs `stock_scope` (stock/stock.ts).
 */

/**
 * What a cart's lines and an order's lines answer differently, each as v1 does but `product_id`
 * (a Storedesk addition on orders): a cart's tax lines are the rates that apply and its
 * variants carry their product with its shipping profile; an order's tax lines are its stored
 * rows, and its variants come alone.
 */
const HOLDERS = {
  cart: { column: 'cart_id', storedTaxLines: false, productId: false, variantProduct: true },
  order: { column: 'order_id', storedTaxLines: true, productId: true, variantProduct: false },
  /** An exchange's new lines (`swap_id`; what comes back is in its cart, not here). */
  swap: { column: 'swap_id', storedTaxLines: true, productId: true, variantProduct: false },
  /** A claim's replacements (`claim_order_id`). */
  claim: { column: 'claim_order_id', storedTaxLines: true, productId: true, variantProduct: false },
  /** An order edit's lines: copies of the order's and new ones (`order_edit_id`). */
  order_edit: {
    column: 'order_edit_id',
    storedTaxLines: true,
    productId: true,
    variantProduct: false,
  },
} as const;

export type LineHolder = keyof typeof HOLDERS;

/** A line as the fragment writes it (before the totals are put on it). */
export type LineItemJson = Record<string, unknown> & {
  id: string;
  cart_id: string | null;
  order_id: string | null;
  title: string;
  description: string | null;
  variant_id: string | null;
  unit_price: number;
  quantity: number;
  includes_tax: boolean;
  tax_lines: TaxLineJson[];
};

/** A variant's product (`p`) with its shipping profile (`sp`), as v1's cart answers it. */
const profile = shippingProfileJson('sp');
const productWithProfile = `CASE WHEN p.id IS NULL THEN NULL ELSE ${productScalarJson('p', [
  ['profiles', `CASE WHEN sp.id IS NULL THEN '[]'::json ELSE json_build_array(${profile}) END`],
  ['profile', `CASE WHEN sp.id IS NULL THEN NULL ELSE ${profile} END`],
])} END`;

/** The lines of the cart or order row `owner` (`holder` says which), oldest first. */
export function lineItemsOf(owner: string, holder: LineHolder): string {
  const shape = HOLDERS[holder];
  const variant = variantJson('v', {
    withOptions: false,
    withPrices: false,
    priced: false,
    embeds: shape.variantProduct ? [['product', productWithProfile]] : [],
  });
  const item = object([
    ['id', 'li.id'],
    ...times('li', 'omit'),
    ...columns('li', ['cart_id', 'order_id']),
    ['swap_id', 'li.swap_id'],
    ['claim_order_id', 'li.claim_order_id'],
    ['original_item_id', 'li.original_item_id'],
    ['order_edit_id', 'li.order_edit_id'],
    ...columns('li', [
      'title',
      'description',
      'thumbnail',
      'is_return',
      'is_giftcard',
      'should_merge',
      'allow_discounts',
      'has_shipping',
      'unit_price',
      'variant_id',
      ...(shape.productId ? ['product_id'] : []),
      'quantity',
      'fulfilled_quantity',
      'returned_quantity',
      'shipped_quantity',
      'includes_tax',
      'metadata',
    ]),
    // No discounts yet: no line has an adjustment.
    ['adjustments', `'[]'::json`],
    ['tax_lines', taxLinesOf('item', 'li', shape.storedTaxLines)],
    ['variant', `CASE WHEN v.id IS NULL THEN NULL ELSE ${variant} END`],
  ]);
  const products = shape.variantProduct
    ? `LEFT JOIN product p ON p.store_id = v.store_id AND p.id = v.product_id
       LEFT JOIN shipping_profile sp ON sp.store_id = p.store_id AND sp.id = ${productProfileIdSql('p')}`
    : '';
  return listOf(
    item,
    `line_item li
      LEFT JOIN product_variant v ON v.store_id = li.store_id AND v.id = li.variant_id
      ${products}
     WHERE li.store_id = ${owner}.store_id AND li.${shape.column} = ${owner}.id`,
    'li.created_at, li.id',
  );
}
