import type { ComponentType } from 'react';
import type { ShopPage, ShopPageName } from './state';

/** A page component, taking the page data the server inlined. */
export type PageView = ComponentType<{ page: ShopPage }>;

const view =
  <P extends ShopPage>(Page: ComponentType<{ page: P }>): PageView =>
  ({ page }) => <Page page={page as P} />;

/**
 * Each page's code, loaded on its own: the browser fetches only the page it hydrates (the
 * server renders from the same map).
 */
export const PAGES: Record<ShopPageName, () => Promise<PageView>> = {
  list: () => import('./pages/list-page').then((m) => view(m.ListPage)),
  product: () => import('./pages/product-page').then((m) => view(m.ProductPage)),
  cart: () => import('./pages/cart-page').then((m) => view(m.CartPage)),
  checkout: () => import('./pages/checkout-page').then((m) => view(m.CheckoutPage)),
  account: () => import('./pages/account-page').then((m) => view(m.AccountPage)),
  order: () => import('./pages/order-page').then((m) => view(m.OrderPage)),
  exchange: () => import('./pages/exchange-page').then((m) => view(m.ExchangePage)),
  'order-edit': () => import('./pages/order-edit-page').then((m) => view(m.OrderEditPage)),
  'not-found': () => import('./pages/not-found-page').then((m) => view(m.ShopNotFoundPage)),
};
