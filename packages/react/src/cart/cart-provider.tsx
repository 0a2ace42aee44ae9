import { useMutation, type UseMutationResult } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { StoredeskContext } from '../provider.js';

/** The part of a server cart this provider reads; the rest of the answer is kept as is. */
export interface Cart {
  id: string;
  items: CartLineItem[];
  [key: string]: unknown;
}

export interface CartLineItem {
  quantity: number;
  variant?: { id: string; inventory_quantity?: number | null; [key: string]: unknown } | null;
  [key: string]: unknown;
}

/** Every cart call answers `{ cart }`. */
export interface CartRes {
  cart: Cart;
}

export interface CreateCartBody {
  region_id?: string;
  sales_channel_id?: string;
  country_code?: string;
  items?: { variant_id: string; quantity: number }[];
  context?: Record<string, unknown>;
  [key: string]: unknown;
}

export type UpdateCartBody = Record<string, unknown>;

export interface AddShippingMethodBody {
  option_id: string;
  data?: Record<string, unknown>;
  [key: string]: unknown;
}

export interface SetPaymentSessionBody {
  provider_id: string;
}

/**
 * The store cart calls this provider needs; `Storedesk` (`client.store.carts`) has them.
 * Method syntax on purpose: the client's own body types are narrower than these.
 */
export interface CartClient {
  store: {
    carts: {
      create(body: CreateCartBody): Promise<CartRes>;
      update(cartId: string, body: UpdateCartBody): Promise<CartRes>;
      addShippingMethod(cartId: string, body: AddShippingMethodBody): Promise<CartRes>;
      createPaymentSessions(cartId: string): Promise<CartRes>;
      setPaymentSession(cartId: string, body: SetPaymentSessionBody): Promise<CartRes>;
    };
  };
}

const CART_METHODS = [
  'create',
  'update',
  'addShippingMethod',
  'createPaymentSessions',
  'setPaymentSession',
] as const;

export function isCartClient(value: unknown): value is CartClient {
  const carts = (value as { store?: { carts?: Record<string, unknown> } } | null | undefined)?.store
    ?.carts;
  return (
    typeof carts === 'object' &&
    carts !== null &&
    CART_METHODS.every((name) => typeof carts[name] === 'function')
  );
}

export const NO_CART_MESSAGE = 'There is no cart yet: call createCart first';

type CartMutation<TVars> = UseMutationResult<CartRes, Error, TVars>;

export interface CartContextValue {
  cart: Cart | undefined;
  setCart: (next: Cart | undefined | ((current: Cart | undefined) => Cart | undefined)) => void;
  /** Sum of the cart's item quantities (0 without a cart). */
  totalItems: number;
  createCart: CartMutation<CreateCartBody>;
  /** Updates the held cart (email, addresses, region, discounts...). */
  updateCart: CartMutation<UpdateCartBody>;
  addShippingMethod: CartMutation<AddShippingMethodBody>;
  /** Creates the payment sessions of the held cart. */
  startCheckout: CartMutation<void>;
  /** Selects the payment session of a provider. */
  pay: CartMutation<SetPaymentSessionBody>;
}

const CartContext = createContext<CartContextValue | null>(null);

export interface CartProviderProps {
  /** Default: the client of the enclosing `StoredeskProvider`. */
  client?: CartClient;
  initialCart?: Cart;
  children: ReactNode;
}

/**
 * Holds the shopper's server cart. Each action calls the API through a TanStack mutation and
 * replaces the held cart with the cart the server answered. Needs a QueryClient above it
 * (`StoredeskProvider` gives one).
 */
export function CartProvider({ client: clientProp, initialCart, children }: CartProviderProps) {
  const storedesk = useContext(StoredeskContext);
  const client = clientProp ?? storedesk?.client;
  if (!isCartClient(client)) {
    throw new Error(
      'CartProvider needs a client with store.carts: pass `client` or use it inside a StoredeskProvider',
    );
  }
  const carts = client.store.carts;

  const [cart, setCartState] = useState<Cart | undefined>(initialCart);
  // Mutations read the cart id from here, so two actions in one handler see each other's result.
  const cartRef = useRef<Cart | undefined>(initialCart);

  const setCart = useCallback<CartContextValue['setCart']>((next) => {
    const value = typeof next === 'function' ? next(cartRef.current) : next;
    cartRef.current = value;
    setCartState(value);
  }, []);

  const currentCartId = (): string => {
    const id = cartRef.current?.id;
    if (!id) throw new Error(NO_CART_MESSAGE);
    return id;
  };
  const onSuccess = ({ cart: answered }: CartRes) => setCart(answered);

  const createCart = useMutation({
    mutationFn: (body: CreateCartBody) => carts.create(body),
    onSuccess,
  });
  const updateCart = useMutation({
    mutationFn: (body: UpdateCartBody) => carts.update(currentCartId(), body),
    onSuccess,
  });
  const addShippingMethod = useMutation({
    mutationFn: (body: AddShippingMethodBody) => carts.addShippingMethod(currentCartId(), body),
    onSuccess,
  });
  const startCheckout = useMutation({
    mutationFn: () => carts.createPaymentSessions(currentCartId()),
    onSuccess,
  });
  const pay = useMutation({
    mutationFn: (body: SetPaymentSessionBody) => carts.setPaymentSession(currentCartId(), body),
    onSuccess,
  });

  const totalItems = (cart?.items ?? []).reduce((sum, item) => sum + item.quantity, 0) ?? 0;

  const value = useMemo(
    () => ({
      cart,
      setCart,
      totalItems,
      createCart,
      updateCart,
      addShippingMethod,
      startCheckout,
      pay,
    }),
    [cart, setCart, totalItems, createCart, updateCart, addShippingMethod, startCheckout, pay],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (value === null) throw new Error('useCart must be used within a CartProvider');
  return value;
}
