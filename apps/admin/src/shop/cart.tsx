import { CartProvider, useCart, useStoredesk, type Cart } from '@storedesk/react';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useShop } from './shop-context';

/** A cart line as the store API answers it (the fields the shop shows). */
export interface ShopLine {
  id: string;
  title: string;
  description?: string | null;
  thumbnail?: string | null;
  quantity: number;
  unit_price: number;
  total?: number | null;
  subtotal?: number | null;
  variant_id?: string | null;
}

export interface ShopCartValue {
  cart: Cart | undefined;
  lines: ShopLine[];
  totalItems: number;
  /** The cart was read back from this browser (or there is none): the count can be shown. */
  restored: boolean;
  addItem(variantId: string, quantity: number): Promise<void>;
  setQuantity(lineId: string, quantity: number): Promise<void>;
  removeLine(lineId: string): Promise<void>;
  /** After the order is placed: the next visit starts a new cart. */
  forget(): void;
  drawerOpen: boolean;
  setDrawerOpen(open: boolean): void;
}

const ShopCartContext = createContext<ShopCartValue | null>(null);

export function useShopCart(): ShopCartValue {
  const value = useContext(ShopCartContext);
  if (!value) throw new Error('useShopCart must be used inside ShopCartProvider');
  return value;
}

/** The shopper's cart in this shop, kept by id in the browser between pages. */
export function ShopCartProvider({ children }: { children: ReactNode }) {
  return (
    <CartProvider>
      <ShopCartState>{children}</ShopCartState>
    </CartProvider>
  );
}

function ShopCartState({ children }: { children: ReactNode }) {
  const { boot } = useShop();
  const { client } = useStoredesk();
  const { cart, setCart, createCart, totalItems } = useCart();
  const [restored, setRestored] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const storageKey = `storedesk.shop.${boot.handle}.cart`;

  // Only in the browser, after hydration: the server renders every page without a cart.
  useEffect(() => {
    const id = window.localStorage.getItem(storageKey);
    if (!id) {
      setRestored(true);
      return;
    }
    client.store.carts
      .retrieve(id)
      .then(({ cart: found }) => {
        // A completed cart became an order: start afresh.
        if ((found as { completed_at?: string | null }).completed_at) {
          window.localStorage.removeItem(storageKey);
        } else {
          setCart(found as Cart);
        }
      })
      .catch(() => window.localStorage.removeItem(storageKey))
      .finally(() => setRestored(true));
  }, [client, setCart, storageKey]);

  const keep = useCallback(
    (next: Cart) => {
      window.localStorage.setItem(storageKey, next.id);
      setCart(next);
    },
    [setCart, storageKey],
  );

  const addItem = useCallback(
    async (variantId: string, quantity: number) => {
      if (!cart) {
        const { cart: created } = await createCart.mutateAsync({
          ...(boot.region ? { region_id: boot.region.id } : {}),
          items: [{ variant_id: variantId, quantity }],
        });
        keep(created);
      } else {
        const { cart: next } = await client.store.carts.addLineItem(cart.id, {
          variant_id: variantId,
          quantity,
        });
        keep(next as Cart);
      }
    },
    [boot.region, cart, client, createCart, keep],
  );

  const setQuantity = useCallback(
    async (lineId: string, quantity: number) => {
      if (!cart) return;
      const { cart: next } = await client.store.carts.updateLineItem(cart.id, lineId, {
        quantity,
      });
      keep(next as Cart);
    },
    [cart, client, keep],
  );

  const removeLine = useCallback(
    async (lineId: string) => {
      if (!cart) return;
      const { cart: next } = await client.store.carts.deleteLineItem(cart.id, lineId);
      keep(next as Cart);
    },
    [cart, client, keep],
  );

  const forget = useCallback(() => {
    window.localStorage.removeItem(storageKey);
    setCart(undefined);
  }, [setCart, storageKey]);

  const value = useMemo<ShopCartValue>(
    () => ({
      cart,
      lines: (cart?.items ?? []) as unknown as ShopLine[],
      totalItems,
      restored,
      addItem,
      setQuantity,
      removeLine,
      forget,
      drawerOpen,
      setDrawerOpen,
    }),
    [cart, totalItems, restored, addItem, setQuantity, removeLine, forget, drawerOpen],
  );
  return <ShopCartContext.Provider value={value}>{children}</ShopCartContext.Provider>;
}
