import type { Untyped } from '@storedesk/client';
import type { AddressFields } from '@/routes/orders/common/order-view';

/**
 * A draft order as the screens read it: the client answers draft orders untyped (v1's loose
 * draft with its cart), so `draftView` names once the fields the list and the detail page read
 * (and the wizard, the created draft's number and id).
 */

export type DraftAddress = AddressFields;

export interface DraftLine {
  id: string;
  title: string;
  description: string | null;
  thumbnail: string | null;
  variant_id: string | null;
  unit_price: number;
  quantity: number;
  subtotal: number;
  tax_total: number;
  total: number;
  variant: { title?: string | null; sku?: string | null } | null;
}

export interface DraftShippingMethod {
  id: string;
  shipping_option_id: string;
  price: number;
  total: number;
  shipping_option: { name: string; admin_only: boolean } | null;
}

export interface DraftCart {
  id: string;
  email: string | null;
  customer_id: string | null;
  region_id: string;
  /** The list's rows carry the total and currency only. */
  currency_code?: string | null;
  region?: {
    id: string;
    name: string;
    currency_code: string;
    /** The detail's cart names the region's countries (where it may ship). */
    countries?: { iso_2: string; display_name: string }[];
  } | null;
  customer?: {
    id: string;
    email: string;
    first_name: string | null;
    last_name: string | null;
  } | null;
  items?: DraftLine[];
  items_count?: number;
  shipping_methods?: DraftShippingMethod[];
  shipping_address?: DraftAddress | null;
  billing_address?: DraftAddress | null;
  subtotal?: number;
  shipping_total?: number;
  tax_total?: number;
  discount_total?: number;
  total?: number;
}

export interface DraftOrderView {
  id: string;
  status: 'open' | 'completed';
  display_id: number;
  order_id: string | null;
  created_at: string;
  completed_at: string | null;
  cart: DraftCart;
}

/** The draft order of an answer, with the fields the screens read named. */
export const draftView = (draft: Untyped): DraftOrderView => draft as unknown as DraftOrderView;

/** The currency a draft is priced in: its region's (a list row names it itself). */
export const draftCurrency = (draft: DraftOrderView): string =>
  draft.cart.region?.currency_code ?? draft.cart.currency_code ?? 'usd';
