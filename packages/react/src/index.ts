export {
  StoredeskProvider,
  StoredeskContext,
  useStoredesk,
  createQueryClient,
  createStoredeskQueryClient,
  DEFAULT_QUERY_OPTIONS,
} from './provider.js';
export type { StoredeskContextValue, StoredeskProviderProps } from './provider.js';
// Every area's query keys (`adminProductKeys`, `cartKeys`, ...) and their factory.
export * from './keys.js';
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
export {
  adminBillingQueryOptions,
  useAdminBilling,
  useAdminCancelBilling,
  useAdminChangeBillingPlan,
  useAdminManageBilling,
  useAdminResumeBilling,
} from './hooks/admin/billing.js';
export {
  SIGNUP_STATUS_POLL_MS,
  signupStatusQueryOptions,
  useAdminIsUserExists,
  useAdminOrgPayment,
  useSignupStatus,
} from './hooks/admin/signup.js';

// Hooks per client call (hooks/): a query hook per read, a mutation hook per write, with their
// key factories and <entity>QueryOptions for loaders.
export {
  ENABLED_MESSAGE,
  assertEnabled,
  clientQuery,
  detailKey,
  invalidatesNothing,
  listsAndDetail,
  useClientMutation,
  useClientQuery,
} from './hooks/helpers.js';
export type {
  Admin,
  Arg,
  ClientQuery,
  Data,
  Invalidate,
  MutationExtras,
  QueryExtras,
  ReadOptions,
  Store,
  WriteOptions,
} from './hooks/helpers.js';
export * from './hooks/admin/analytics-configs.js';
export * from './hooks/admin/auth.js';
export * from './hooks/admin/batch-jobs.js';
export * from './hooks/admin/claims.js';
export * from './hooks/admin/collections.js';
export * from './hooks/admin/currencies.js';
export * from './hooks/admin/custom.js';
export * from './hooks/admin/customer-groups.js';
export * from './hooks/admin/customers.js';
export * from './hooks/admin/dashboard.js';
export * from './hooks/admin/discounts.js';
export * from './hooks/admin/draft-orders.js';
export * from './hooks/admin/gift-cards.js';
export * from './hooks/admin/inventory-items.js';
export * from './hooks/admin/invites.js';
export * from './hooks/admin/notes.js';
export * from './hooks/admin/notifications.js';
export * from './hooks/admin/order-edits.js';
export * from './hooks/admin/orders.js';
export * from './hooks/admin/payment-collections.js';
export * from './hooks/admin/payments.js';
export * from './hooks/admin/price-lists.js';
export * from './hooks/admin/product-categories.js';
export * from './hooks/admin/product-tags.js';
export * from './hooks/admin/product-types.js';
export * from './hooks/admin/products.js';
export * from './hooks/admin/publishable-api-keys.js';
export * from './hooks/admin/payment-providers.js';
export * from './hooks/admin/regions.js';
export * from './hooks/admin/reservations.js';
export * from './hooks/admin/return-reasons.js';
export * from './hooks/admin/returns.js';
export * from './hooks/admin/sales-channels.js';
export * from './hooks/admin/saved-views.js';
export * from './hooks/admin/shipping-options.js';
export * from './hooks/admin/shipping-profiles.js';
export * from './hooks/admin/stock-locations.js';
export * from './hooks/admin/store.js';
export * from './hooks/admin/swaps.js';
export * from './hooks/admin/tax-rates.js';
export * from './hooks/admin/uploads.js';
export * from './hooks/admin/users.js';
export * from './hooks/admin/variants.js';
export * from './hooks/store/auth.js';
export * from './hooks/store/carts.js';
export * from './hooks/store/collections.js';
export * from './hooks/store/customers.js';
export * from './hooks/store/gift-cards.js';
export * from './hooks/store/order-edits.js';
export * from './hooks/store/orders.js';
export * from './hooks/store/payment-collections.js';
export * from './hooks/store/product-categories.js';
export * from './hooks/store/product-tags.js';
export * from './hooks/store/product-types.js';
export * from './hooks/store/products.js';
export * from './hooks/store/regions.js';
export * from './hooks/store/return-reasons.js';
export * from './hooks/store/returns.js';
export * from './hooks/store/shipping-options.js';
export * from './hooks/store/swaps.js';
export * from './hooks/store/variants.js';
