import type { Order, Return } from '@storedesk/contract';
import type { RegionTax, SwapView } from './order-swaps';

/**
 * The parts of an admin order the screens read that the contract's `Order` lets through without
 * naming them (v1's loose order): the customer, the sales channel, addresses, fulfilments,
 * refunds, returns, and each line's fulfilled, shipped and returned quantities. Read once through
 * `orderView`. Exchanges are read through `order-swaps.ts`.
 */

export interface OrderAddress {
  id: string;
  first_name: string | null;
  last_name: string | null;
  company: string | null;
  address_1: string | null;
  address_2: string | null;
  city: string | null;
  province: string | null;
  postal_code: string | null;
  country_code: string | null;
  phone: string | null;
}

/** An address's text, wherever it belongs (an order, a draft, a form's values). */
export type AddressFields = Omit<OrderAddress, 'id'>;

/** The address as lines: name, company, street, town, region, country, phone. */
export function addressLines(
  address: AddressFields | null | undefined,
  country: (code: string) => string,
): string[] {
  if (!address) return [];
  const name = [address.first_name, address.last_name].filter(Boolean).join(' ');
  const town = [address.postal_code, address.city].filter(Boolean).join(' ');
  return [
    name,
    address.company,
    address.address_1,
    address.address_2,
    town,
    address.province,
    address.country_code ? country(address.country_code) : null,
    address.phone,
  ].filter((line): line is string => Boolean(line));
}

export interface OrderFulfillment {
  id: string;
  created_at: string;
  location_id: string | null;
  shipped_at: string | null;
  canceled_at: string | null;
  tracking_numbers: string[] | null;
  tracking_links: { id: string; tracking_number: string; url: string | null }[];
  items: { item_id: string; quantity: number }[];
}

export interface OrderRefund {
  id: string;
  created_at: string;
  amount: number;
  reason: string;
  note: string | null;
  /** `pending` while the payment provider has not answered, then `succeeded`. */
  status?: string;
  /** A return's refund names it: `{ return_id }`. */
  metadata?: Record<string, unknown> | null;
}

export type OrderLine = Order['items'][number] & {
  thumbnail?: string | null;
  description?: string | null;
  fulfilled_quantity?: number | null;
  shipped_quantity?: number | null;
  returned_quantity?: number | null;
  variant?: { sku?: string | null; title?: string | null } | null;
};

export type OrderPaymentView = Order['payments'][number] & {
  amount_captured?: number | null;
  /** An exchange's payment (the difference the customer paid) names it. */
  swap_id?: string | null;
};

/** The order's own fields the screens read, as the contract names them. */
type OrderFields = Pick<
  Order,
  | 'id'
  | 'created_at'
  | 'status'
  | 'payment_status'
  | 'fulfillment_status'
  | 'display_id'
  | 'customer_id'
  | 'email'
  | 'region_id'
  | 'currency_code'
  | 'sales_channel_id'
  | 'canceled_at'
  | 'subtotal'
  | 'discount_total'
  | 'shipping_total'
  | 'tax_total'
  | 'total'
  | 'paid_total'
  | 'refunded_total'
>;

export type OrderView = OrderFields & {
  items: OrderLine[];
  payments: OrderPaymentView[];
  customer: {
    id: string;
    email: string;
    first_name: string | null;
    last_name: string | null;
    phone: string | null;
    has_account: boolean;
  } | null;
  sales_channel: { id: string; name: string } | null;
  region: ({ id: string; name: string } & RegionTax) | null;
  shipping_address: OrderAddress | null;
  billing_address: OrderAddress | null;
  fulfillments: OrderFulfillment[];
  refunds: OrderRefund[];
  /** The order's returns, oldest first, exchanges' too (absent from answers asked with `fields`). */
  returns?: Return[];
  /** The order's exchanges, oldest first (absent from answers asked with `fields`). */
  swaps?: SwapView[];
  /** What a refund may still give back: taken at capture, less refunds (Storedesk). */
  refundable_captured?: number;
};

/**
 * A row of the order list, asked for with `fields` (order-list-query.ts): the order's own
 * columns the table shows, its totals as placed, and the customer, shipping address and sales
 * channel.
 */
export type OrderListRow = Pick<
  Order,
  | 'id'
  | 'created_at'
  | 'display_id'
  | 'status'
  | 'payment_status'
  | 'fulfillment_status'
  | 'email'
  | 'total'
  | 'currency_code'
> &
  Pick<OrderView, 'customer' | 'shipping_address' | 'sales_channel'>;

/** An order as the screens read it. */
export const orderView = (order: Order): OrderView => order as unknown as OrderView;

/** The customer's name: their account's, else the shipping address's; '' when neither has one. */
export function customerName(order: Pick<OrderView, 'customer' | 'shipping_address'>): string {
  const join = (first?: string | null, last?: string | null) =>
    [first, last].filter(Boolean).join(' ');
  return (
    join(order.customer?.first_name, order.customer?.last_name) ||
    join(order.shipping_address?.first_name, order.shipping_address?.last_name)
  );
}

/** What a refund may still give back, in minor units. */
export function refundableOf(order: OrderView): number {
  if (typeof order.refundable_captured === 'number') return order.refundable_captured;
  const captured = order.payments.reduce((sum, payment) => sum + (payment.amount_captured ?? 0), 0);
  return captured - order.refunded_total;
}

/** The payment still waiting for its capture (authorised, not captured or canceled), if any. */
export function capturablePayment(order: OrderView): OrderPaymentView | undefined {
  if (!isOpen(order)) return undefined;
  // An exchange's payment is captured by settling the exchange.
  return order.payments.find(
    (payment) => !payment.captured_at && !payment.canceled_at && !payment.swap_id,
  );
}

/** How many of a line are still to fulfil. */
export const unfulfilled = (line: OrderLine): number =>
  Math.max(0, line.quantity - (line.fulfilled_quantity ?? 0));

/** Whether the order can still change (the server refuses a canceled or archived one). */
export const isOpen = (order: Pick<OrderView, 'status'>): boolean =>
  order.status !== 'canceled' && order.status !== 'archived';

/** Whether the order still takes fulfilments (open, and a line not fully fulfilled). */
export const canFulfil = (order: OrderView): boolean =>
  isOpen(order) && order.items.some((line) => unfulfilled(line) > 0);
