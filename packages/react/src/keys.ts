/**
 * Query keys, all from one factory: scope first, then resource, then `list`/`detail`, then
 * params or id. The scope is the current store id (admin) or publishable key (storefront), so
 * switching store never shows another store's cache.
 *
 * Resource names for the admin API start with `admin_` (`admin_products`), store API ones do
 * not (`products`): the two answer different shapes for the same entity.
 */

/** What keys lead with: a store id or publishable key; `null` when the provider has none. */
export type QueryScope = string | null;

export interface QueryKeys<R extends string> {
  all: (scope: QueryScope) => readonly [QueryScope, R];
  lists: (scope: QueryScope) => readonly [QueryScope, R, 'list'];
  list: <P extends object>(scope: QueryScope, params?: P) => readonly [QueryScope, R, 'list', P];
  details: (scope: QueryScope) => readonly [QueryScope, R, 'detail'];
  detail: (scope: QueryScope, id: string) => readonly [QueryScope, R, 'detail', string];
}

export function queryKeysFactory<const R extends string>(resource: R): QueryKeys<R> {
  return {
    all: (scope) => [scope, resource] as const,
    lists: (scope) => [scope, resource, 'list'] as const,
    // No params and `{}` are the same list, so they share one cache entry.
    list: <P extends object>(scope: QueryScope, params?: P) =>
      [scope, resource, 'list', params ?? ({} as P)] as const,
    details: (scope) => [scope, resource, 'detail'] as const,
    detail: (scope, id) => [scope, resource, 'detail', id] as const,
  };
}

// Every area's keys, in one place. Hooks import their own and their neighbours' keys from here
// and never from each other's files, so no two hook files depend on each other.

// Admin API (`admin_*`).
export const adminAnalyticsConfigKeys = queryKeysFactory('admin_analytics_configs');
export const adminBatchJobKeys = queryKeysFactory('admin_batch_jobs');
export const adminBillingKeys = queryKeysFactory('admin_billing');
export const adminClaimKeys = queryKeysFactory('admin_claims');
export const adminCollectionKeys = queryKeysFactory('admin_collections');
export const adminCountryKeys = queryKeysFactory('admin_countries');
export const adminCurrencyKeys = queryKeysFactory('admin_currencies');
export const adminCustomKeys = queryKeysFactory('admin_custom');
export const adminCustomerGroupKeys = queryKeysFactory('admin_customer_groups');
export const adminCustomerKeys = queryKeysFactory('admin_customers');
export const adminDashboardKeys = queryKeysFactory('admin_dashboard');
export const adminDiscountKeys = queryKeysFactory('admin_discounts');
export const adminDraftOrderKeys = queryKeysFactory('admin_draft_orders');
export const adminGiftCardKeys = queryKeysFactory('admin_gift_cards');
export const adminInventoryItemKeys = queryKeysFactory('admin_inventory_items');
export const adminInviteKeys = queryKeysFactory('admin_invites');
export const adminNoteKeys = queryKeysFactory('admin_notes');
export const adminNotificationKeys = queryKeysFactory('admin_notifications');
export const adminOrderEditKeys = queryKeysFactory('admin_order_edits');
export const adminOrderKeys = queryKeysFactory('admin_orders');
export const adminPaymentCollectionKeys = queryKeysFactory('admin_payment_collections');
export const adminPaymentKeys = queryKeysFactory('admin_payments');
export const adminPaymentProviderKeys = queryKeysFactory('admin_payment_providers');
export const adminPriceListKeys = queryKeysFactory('admin_price_lists');
export const adminProductCategoryKeys = queryKeysFactory('admin_product_categories');
export const adminProductTagKeys = queryKeysFactory('admin_product_tags');
export const adminProductTypeKeys = queryKeysFactory('admin_product_types');
export const adminProductKeys = queryKeysFactory('admin_products');
export const adminPublishableApiKeyKeys = queryKeysFactory('admin_publishable_api_keys');
export const adminRegionKeys = queryKeysFactory('admin_regions');
export const adminReservationKeys = queryKeysFactory('admin_reservations');
export const adminReturnReasonKeys = queryKeysFactory('admin_return_reasons');
export const adminReturnKeys = queryKeysFactory('admin_returns');
export const adminSalesChannelKeys = queryKeysFactory('admin_sales_channels');
export const adminSavedViewKeys = queryKeysFactory('admin_saved_views');
export const adminShippingOptionKeys = queryKeysFactory('admin_shipping_options');
export const adminShippingProfileKeys = queryKeysFactory('admin_shipping_profiles');
export const adminStockLocationKeys = queryKeysFactory('admin_stock_locations');
export const adminStoreKeys = queryKeysFactory('admin_store');
export const adminSwapKeys = queryKeysFactory('admin_swaps');
export const adminTaxRateKeys = queryKeysFactory('admin_tax_rates');
export const adminUserKeys = queryKeysFactory('admin_users');
export const adminVariantKeys = queryKeysFactory('admin_variants');

// Store API.
export const authKeys = queryKeysFactory('auth');
export const cartKeys = queryKeysFactory('carts');
export const collectionKeys = queryKeysFactory('collections');
export const customerKeys = queryKeysFactory('customers');
export const giftCardKeys = queryKeysFactory('gift_cards');
export const orderEditKeys = queryKeysFactory('order_edits');
export const orderKeys = queryKeysFactory('orders');
export const paymentCollectionKeys = queryKeysFactory('payment_collections');
export const productCategoryKeys = queryKeysFactory('product_categories');
export const productTagKeys = queryKeysFactory('product_tags');
export const productTypeKeys = queryKeysFactory('product_types');
export const productKeys = queryKeysFactory('products');
export const regionKeys = queryKeysFactory('regions');
export const returnReasonKeys = queryKeysFactory('return_reasons');
export const shippingOptionKeys = queryKeysFactory('shipping_options');
export const swapKeys = queryKeysFactory('swaps');
export const variantKeys = queryKeysFactory('variants');

/** The shipping options offered to one cart: under the lists, so a cart write can name it. */
export const cartShippingOptionsKey = (scope: QueryScope, cartId: string) =>
  [...shippingOptionKeys.lists(scope), 'cart', cartId] as const;

/** The signed-in staff session is global: it decides which store (scope) we are in. */
const ADMIN_AUTH_KEY = ['admin', 'auth'] as const;

export const adminKeys = {
  auth: () => ADMIN_AUTH_KEY,
  /** The store itself: one detail per scope (the API has no store id in its path). */
  store: (scope: QueryScope) => adminStoreKeys.detail(scope, 'current'),
};

/** True for every admin answer: the session key and any `admin_*` resource in any scope. */
export function isAdminQueryKey(queryKey: readonly unknown[]): boolean {
  if (queryKey[0] === ADMIN_AUTH_KEY[0] && queryKey[1] === ADMIN_AUTH_KEY[1]) return true;
  const resource = queryKey[1];
  return typeof resource === 'string' && resource.startsWith('admin_');
}
