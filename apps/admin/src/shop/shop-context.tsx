import { Storedesk } from '@storedesk/client';
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ShopBoot } from './state';

export interface ShopContextValue {
  boot: ShopBoot;
  language: string;
}

export const ShopContext = createContext<ShopContextValue | null>(null);

/** The store this page belongs to, and the shopper's language. */
export function useShop(): ShopContextValue {
  const value = useContext(ShopContext);
  if (!value) throw new Error('useShop must be used inside the shop');
  return value;
}

/**
 * The store API client of a shop: same origin, the store named by its API base URL
 * `/s/{handle}` (no key needed; it sells through the default sales channel, as the pages do),
 * the shopper's session cookie sent along (sign-in, their orders).
 */
export const shopClient = (boot: ShopBoot): Storedesk =>
  new Storedesk({ baseUrl: boot.apiBase, maxRetries: 2 });

/** Links inside the shop. */
export const shopPath = (boot: ShopBoot, path = ''): string => `${boot.basePath}${path}`;

const noSubscription = () => () => undefined;

/**
 * False on the server and while the page hydrates, true once React runs the page in the
 * browser: controls that need JavaScript stay disabled until a click can do something.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
