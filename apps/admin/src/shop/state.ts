/**
 * What the server inlines in every shop page (apps/server/src/modules/shop/shop.render.ts,
 * `ShopState`): the page and its data, the store, and the shopper's language with its
 * messages. The browser hydrates from exactly this, so the first paint needs no API call. The
 * types live in the contract (shop.ts), where the server's shop reads take them from too.
 */
import type { ShopState } from '@storedesk/contract';

export type {
  ShopBoot,
  ShopCollection,
  ShopOptionValue,
  ShopPage,
  ShopPageName,
  ShopProduct,
  ShopRegion,
  ShopState,
  ShopVariant,
} from '@storedesk/contract';

declare global {
  interface Window {
    __SHOP__?: ShopState;
  }
}
