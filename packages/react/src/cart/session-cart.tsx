import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  type ReactNode,
} from 'react';
import {
  emptySessionCart,
  restoreSessionCart,
  sessionCartReducer,
  validateSessionCartAction,
  type SessionCartAction,
  type SessionCartItem,
  type SessionCartItemInput,
  type SessionCartRegion,
  type SessionCartState,
} from './session-cart-reducer.js';

/** The one localStorage key the session cart lives under. */
export const SESSION_CART_KEY = 'storedesk-session-cart';

export interface SessionCartContextValue extends SessionCartState {
  /** Sets the region and reprices every item in its currency. */
  setRegion: (region: SessionCartRegion) => void;
  /** Adds a line; replaces any line with the same variant id. */
  addItem: (item: SessionCartItemInput) => void;
  /** Replaces all lines. */
  setItems: (items: SessionCartItemInput[]) => void;
  removeItem: (variantId: string) => void;
  /** Merges fields into the line of that variant. */
  updateItem: (variantId: string, item: Partial<SessionCartItemInput>) => void;
  /** 0 or less becomes 1; capped at the variant's stock. */
  setItemQuantity: (variantId: string, quantity: number) => void;
  /** medusa-react's name for `setItemQuantity`. */
  updateItemQuantity: (variantId: string, quantity: number) => void;
  incrementItemQuantity: (variantId: string) => void;
  /** Floors at 0 (the line stays). */
  decrementItemQuantity: (variantId: string) => void;
  getItem: (variantId: string) => SessionCartItem | undefined;
  clearItems: () => void;
}

const SessionCartContext = createContext<SessionCartContextValue | null>(null);

export interface SessionCartProviderProps {
  /** Used when nothing (valid) is stored yet. Default: the empty cart. */
  initialState?: SessionCartState;
  children: ReactNode;
}

function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Storage can be blocked (privacy settings); the cart then lives in memory only.
    return undefined;
  }
}

/** The stored cart, or `fallback` when there is none or it is not valid JSON of a cart. */
function loadCart(fallback: SessionCartState): SessionCartState {
  const raw = browserStorage()?.getItem(SESSION_CART_KEY);
  if (raw == null) return fallback;
  try {
    return restoreSessionCart(JSON.parse(raw)) ?? fallback;
  } catch {
    return fallback;
  }
}

function saveCart(state: SessionCartState): void {
  try {
    browserStorage()?.setItem(SESSION_CART_KEY, JSON.stringify(state));
  } catch {
    // Full or blocked storage: keep working in memory.
  }
}

export function SessionCartProvider({ initialState, children }: SessionCartProviderProps) {
  const [state, rawDispatch] = useReducer(
    sessionCartReducer,
    initialState ?? emptySessionCart(),
    loadCart,
  );
  useEffect(() => {
    // Also runs on mount, which replaces a corrupt stored value with the restored cart.
    saveCart(state);
  }, [state]);

  // Payloads are checked here, so a bad call throws at the caller, not during render.
  const dispatch = useCallback((action: SessionCartAction) => {
    validateSessionCartAction(action);
    rawDispatch(action);
  }, []);

  const actions = useMemo(() => {
    const setItemQuantity = (variantId: string, quantity: number) =>
      dispatch({ type: 'SET_ITEM_QUANTITY', variantId, quantity });
    return {
      setRegion: (region: SessionCartRegion) => dispatch({ type: 'SET_REGION', region }),
      addItem: (item: SessionCartItemInput) => dispatch({ type: 'ADD_ITEM', item }),
      setItems: (items: SessionCartItemInput[]) => dispatch({ type: 'SET_ITEMS', items }),
      removeItem: (variantId: string) => dispatch({ type: 'REMOVE_ITEM', variantId }),
      updateItem: (variantId: string, item: Partial<SessionCartItemInput>) =>
        dispatch({ type: 'UPDATE_ITEM', variantId, item }),
      setItemQuantity,
      updateItemQuantity: setItemQuantity,
      incrementItemQuantity: (variantId: string) =>
        dispatch({ type: 'INCREMENT_ITEM_QUANTITY', variantId }),
      decrementItemQuantity: (variantId: string) =>
        dispatch({ type: 'DECREMENT_ITEM_QUANTITY', variantId }),
      clearItems: () => dispatch({ type: 'CLEAR_ITEMS' }),
    };
  }, [dispatch]);

  const value = useMemo(
    () => ({
      ...state,
      ...actions,
      getItem: (variantId: string) => state.items.find((item) => item.variant.id === variantId),
    }),
    [state, actions],
  );
  return <SessionCartContext.Provider value={value}>{children}</SessionCartContext.Provider>;
}

export function useSessionCart(): SessionCartContextValue {
  const value = useContext(SessionCartContext);
  if (value === null) throw new Error('useSessionCart must be used within a SessionCartProvider');
  return value;
}
