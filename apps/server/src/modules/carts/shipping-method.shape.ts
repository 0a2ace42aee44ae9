import { columns, listOf, object } from '../../platform/db/json.js';
import { shippingOptionJson } from '../shipping/shipping-option.shape.js';
import { taxLinesOf, type TaxLineJson } from './tax-line.shape.js';

/*
 * The shipping methods of a cart or an order, each with its option and tax lines: the one SQL
 * fragment the cart, the order and the draft order answers embed. As for lines, a cart's tax
 * lines are the rates that apply and an order's its stored rows (tax-line.shape.ts).
 */

const HOLDERS = {
  cart: { column: 'cart_id', storedTaxLines: false },
  order: { column: 'order_id', storedTaxLines: true },
  swap: { column: 'swap_id', storedTaxLines: true },
  claim: { column: 'claim_order_id', storedTaxLines: true },
} as const;

/** A shipping method as the fragment writes it (before the totals are put on it). */
export type ShippingMethodJson = Record<string, unknown> & {
  id: string;
  shipping_option_id: string;
  price: number;
  includes_tax: boolean;
  tax_lines: TaxLineJson[];
};

/** A shipping method row `sm`, with its option and tax lines (`stored`: an order's rows whole). */
export const shippingMethodJson = (stored: boolean) =>
  object([
    ['id', 'sm.id'],
    ...columns('sm', ['shipping_option_id', 'order_id']),
    ['claim_order_id', 'sm.claim_order_id'],
    ['cart_id', 'sm.cart_id'],
    ['swap_id', 'sm.swap_id'],
    ['return_id', 'sm.return_id'],
    ...columns('sm', ['price', 'data', 'includes_tax']),
    [
      'shipping_option',
      `(SELECT ${shippingOptionJson('so')} FROM shipping_option so
        WHERE so.store_id = sm.store_id AND so.id = sm.shipping_option_id)`,
    ],
    ['tax_lines', taxLinesOf('shipping_method', 'sm', stored)],
  ]);

/** The shipping methods of the cart or order row `owner`, oldest first. */
export function shippingMethodsOf(owner: string, holder: keyof typeof HOLDERS): string {
  const shape = HOLDERS[holder];
  return listOf(
    shippingMethodJson(shape.storedTaxLines),
    `shipping_method sm WHERE sm.store_id = ${owner}.store_id AND sm.${shape.column} = ${owner}.id`,
    'sm.created_at, sm.id',
  );
}

/** The shipping method a return row `owner` comes back with, or null. */
export const returnShippingMethodOf = (owner: string) =>
  `(SELECT ${shippingMethodJson(true)} FROM shipping_method sm
    WHERE sm.store_id = ${owner}.store_id AND sm.return_id = ${owner}.id
    ORDER BY sm.created_at LIMIT 1)`;
