/**
 * What the server inlines in every shop page (apps/server/src/modules/shop/shop.render.ts,
 * `ShopState`): the page and its data, the store, and the shopper's language with its
 * messages. The browser hydrates from exactly this, so the first paint needs no API call.
 */

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

export interface ShopProduct {
  id: string;
  title: string;
  subtitle: string | null;
  description: string | null;
  handle: string;
  thumbnail: string | null;
  images?: { id: string; url: string }[];
  options?: { id: string; title: string }[];
  variants?: ShopVariant[];
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
  | { name: 'not-found' };

export type ShopPageName = ShopPage['name'];

export interface ShopState {
  page: ShopPage;
  /** null when the address names no store (the 404 page). */
  boot: ShopBoot | null;
  language: string;
  messages: Record<string, unknown>;
}

declare global {
  interface Window {
    __SHOP__?: ShopState;
  }
}
