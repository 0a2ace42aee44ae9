export {
  StoredeskProvider,
  StoredeskContext,
  useStoredesk,
  createQueryClient,
  createStoredeskQueryClient,
  DEFAULT_QUERY_OPTIONS,
} from './provider.js';
export type { StoredeskContextValue, StoredeskProviderProps } from './provider.js';
export { adminKeys, adminStoreKeys, isAdminQueryKey, queryKeysFactory } from './keys.js';
export type { QueryKeys, QueryScope } from './keys.js';
export {
  DEFAULT_LOCALE,
  ZERO_DECIMAL_CURRENCIES,
  computeAmount,
  computeVariantPrice,
  formatAmount,
  formatVariantPrice,
  getVariantPrice,
  isZeroDecimalCurrency,
} from './money.js';
export type {
  ComputeAmountInput,
  FormatAmountInput,
  FormatOptions,
  MoneyAmount,
  MoneyRegion,
  PricedVariant,
  VariantPriceInput,
} from './money.js';
export {
  ITEM_MESSAGE,
  ITEMS_MESSAGE,
  REGION_MESSAGE,
  VARIANT_MESSAGE,
  emptySessionCart,
  generateCartState,
  sessionCartReducer,
} from './cart/session-cart-reducer.js';
export type {
  SessionCartAction,
  SessionCartItem,
  SessionCartItemInput,
  SessionCartRegion,
  SessionCartState,
  SessionCartVariant,
} from './cart/session-cart-reducer.js';
export { SESSION_CART_KEY, SessionCartProvider, useSessionCart } from './cart/session-cart.js';
export type { SessionCartContextValue, SessionCartProviderProps } from './cart/session-cart.js';
export { CartProvider, NO_CART_MESSAGE, isCartClient, useCart } from './cart/cart-provider.js';
export type {
  AddShippingMethodBody,
  Cart,
  CartClient,
  CartContextValue,
  CartLineItem,
  CartProviderProps,
  CartRes,
  CreateCartBody,
  SetPaymentSessionBody,
  UpdateCartBody,
} from './cart/cart-provider.js';
export {
  adminSessionQueryOptions,
  adminStoreQueryOptions,
  retryUnlessClientError,
  useAdminDeleteSession,
  useAdminGetSession,
  useAdminLogin,
  useAdminStore,
} from './admin.js';
