/*
 * The shop's start-up data: what the server inlines in every shop page
 * (apps/server/src/modules/shop) and the browser hydrates from (apps/admin/src/shop), so the
 * first paint needs no API call. Types only: the server builds them from its own reads (the
 * store API's product answers among them), so no request is validated against them.
 */

/** The shop's region: the currency prices are shown in. */
export interface ShopRegion {
  id: string;
  name: string;
  currency_code: string;
  tax_rate: number;
  includes_tax: boolean;
}

export interface ShopCollection {
  id: string;
  title: string;
  handle: string;
}

export interface ShopOptionValue {
  value: string;
  option_id: string;
  variant_id: string;
}

export interface ShopVariant {
  id: string;
  title: string;
  sku: string | null;
  inventory_quantity: number;
  allow_backorder: boolean;
  manage_inventory: boolean;
  options?: ShopOptionValue[];
  calculated_price?: number | null;
  original_price?: number | null;
}

/** A store product as the store API answers it (the fields the shop reads). */
export interface ShopProduct {
  id: string;
  title: string;
  subtitle: string | null;
  description: string | null;
  handle: string;
  thumbnail: string | null;
  updated_at?: string;
  collection_id?: string | null;
  images?: { id: string; url: string }[];
  options?: { id: string; title: string; values?: { value: string; variant_id: string }[] }[];
  variants?: ShopVariant[];
}

export interface ShopBoot {
  handle: string;
  name: string;
  /** `/shop/{handle}`: every link of the shop starts with it. */
  basePath: string;
  /** `/s/{handle}`: the store API base URL the browser's calls go to. */
  apiBase: string;
  region: ShopRegion | null;
  collections: ShopCollection[];
}

export type ShopPage =
  | {
      name: 'list';
      q: string;
      collection: ShopCollection | null;
      products: ShopProduct[];
      count: number;
      offset: number;
      limit: number;
    }
  | { name: 'product'; product: ShopProduct }
  | { name: 'cart' }
  | { name: 'checkout' }
  | { name: 'account' }
  | { name: 'order'; orderId: string }
  /** An exchange (v1 swap) to confirm and pay, named by its cart. */
  | { name: 'exchange'; cartId: string }
  /** An order edit staff sent the shopper to accept (and pay) or decline, named by its id. */
  | { name: 'order-edit'; orderEditId: string }
  | { name: 'not-found' };

export type ShopPageName = ShopPage['name'];

/** Everything a shop page renders from: the page and its data, the store, the language. */
export interface ShopState {
  page: ShopPage;
  /** null when the address names no store (the 404 page). */
  boot: ShopBoot | null;
  language: string;
  messages: Record<string, unknown>;
}
