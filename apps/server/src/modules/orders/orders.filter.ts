import type { DateFilter } from '@storedesk/contract';
import type { AdminOrderFilter } from './orders.query.js';

/** The list filters as the admin list and the order export both take them (already checked). */
export interface OrderFilterParams {
  q?: string | undefined;
  id?: readonly string[] | undefined;
  status?: readonly string[] | undefined;
  fulfillment_status?: readonly string[] | undefined;
  payment_status?: readonly string[] | undefined;
  display_id?: number | undefined;
  cart_id?: string | undefined;
  customer_id?: string | undefined;
  email?: string | undefined;
  region_id?: readonly string[] | undefined;
  currency_code?: string | undefined;
  sales_channel_id?: readonly string[] | undefined;
  created_at?: DateFilter | undefined;
  updated_at?: DateFilter | undefined;
  canceled_at?: DateFilter | undefined;
}

const DATE_COLUMNS = ['created_at', 'updated_at', 'canceled_at'] as const;

/** Reads the list's parameters into the filter orders.query.ts turns into SQL. */
export function adminOrderFilter(params: OrderFilterParams): AdminOrderFilter {
  return {
    admin: true,
    q: params.q,
    ids: params.id,
    statuses: params.status,
    fulfillmentStatuses: params.fulfillment_status,
    paymentStatuses: params.payment_status,
    displayId: params.display_id,
    cartId: params.cart_id,
    customerId: params.customer_id,
    email: params.email,
    regionIds: params.region_id,
    currencyCode: params.currency_code,
    salesChannelIds: params.sales_channel_id,
    dates: DATE_COLUMNS.flatMap((column) =>
      Object.entries(params[column] ?? {})
        .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
        .map(([op, value]) => ({ column, op, value })),
    ),
  };
}
