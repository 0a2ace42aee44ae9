import { adminAnalyticsConfigs } from './admin/analytics-configs.js';
import { adminAuth } from './admin/auth.js';
import { adminBatchJobs } from './admin/batch-jobs.js';
import { adminBilling } from './admin/billing.js';
import { adminClaims } from './admin/claims.js';
import { adminCollections } from './admin/collections.js';
import { adminCountries } from './admin/countries.js';
import { adminCurrencies } from './admin/currencies.js';
import { adminCustom } from './admin/custom.js';
import { adminCustomerGroups } from './admin/customer-groups.js';
import { adminCustomers } from './admin/customers.js';
import { adminDashboard } from './admin/dashboard.js';
import { adminDiscounts } from './admin/discounts.js';
import { adminDraftOrders } from './admin/draft-orders.js';
import { adminGiftCards } from './admin/gift-cards.js';
import { adminInventoryItems } from './admin/inventory-items.js';
import { adminInvites } from './admin/invites.js';
import { adminNotes } from './admin/notes.js';
import { adminNotifications } from './admin/notifications.js';
import { adminOrderEdits } from './admin/order-edits.js';
import { adminOrders } from './admin/orders.js';
import { adminPaymentCollections } from './admin/payment-collections.js';
import { adminPayments } from './admin/payments.js';
import { adminPaymentProviders } from './admin/payment-providers.js';
import { adminPriceLists } from './admin/price-lists.js';
import { adminProductCategories } from './admin/product-categories.js';
import { adminProductTags } from './admin/product-tags.js';
import { adminProductTypes } from './admin/product-types.js';
import { adminProducts } from './admin/products.js';
import { adminPublishableApiKeys } from './admin/publishable-api-keys.js';
import { adminSavedViews } from './admin/saved-views.js';
import { adminRegions } from './admin/regions.js';
import { adminReservations } from './admin/reservations.js';
import { adminReturnReasons } from './admin/return-reasons.js';
import { adminReturns } from './admin/returns.js';
import { adminSalesChannels } from './admin/sales-channels.js';
import { adminShippingOptions } from './admin/shipping-options.js';
import { adminShippingProfiles } from './admin/shipping-profiles.js';
import { adminStockLocations } from './admin/stock-locations.js';
import { adminStore } from './admin/store.js';
import { adminSwaps } from './admin/swaps.js';
import { adminTaxRates } from './admin/tax-rates.js';
import { adminUploads } from './admin/uploads.js';
import { adminUsers } from './admin/users.js';
import { adminVariants } from './admin/variants.js';
import { storeAuth } from './store/auth.js';
import { storeCarts } from './store/carts.js';
import { storeCollections } from './store/collections.js';
import { storeCustomers } from './store/customers.js';
import { storeGiftCards } from './store/gift-cards.js';
import { storeOrderEdits } from './store/order-edits.js';
import { storeOrders } from './store/orders.js';
import { storePaymentCollections } from './store/payment-collections.js';
import { storeProductCategories } from './store/product-categories.js';
import { storeProductTags } from './store/product-tags.js';
import { storeProductTypes } from './store/product-types.js';
import { storeProducts } from './store/products.js';
import { storeRegions } from './store/regions.js';
import { storeReturnReasons } from './store/return-reasons.js';
import { storeReturns } from './store/returns.js';
import { storeShippingOptions } from './store/shipping-options.js';
import { storeSwaps } from './store/swaps.js';
import { storeVariants } from './store/variants.js';
import { HttpClient, type StoredeskConfig } from './http.js';

function adminResources(http: HttpClient) {
  return {
    analyticsConfigs: adminAnalyticsConfigs(http),
    auth: adminAuth(http),
    batchJobs: adminBatchJobs(http),
    billing: adminBilling(http),
    claims: adminClaims(http),
    collections: adminCollections(http),
    countries: adminCountries(http),
    currencies: adminCurrencies(http),
    custom: adminCustom(http),
    customerGroups: adminCustomerGroups(http),
    customers: adminCustomers(http),
    dashboard: adminDashboard(http),
    discounts: adminDiscounts(http),
    draftOrders: adminDraftOrders(http),
    giftCards: adminGiftCards(http),
    inventoryItems: adminInventoryItems(http),
    invites: adminInvites(http),
    notes: adminNotes(http),
    notifications: adminNotifications(http),
    orderEdits: adminOrderEdits(http),
    orders: adminOrders(http),
    paymentCollections: adminPaymentCollections(http),
    payments: adminPayments(http),
    paymentProviders: adminPaymentProviders(http),
    priceLists: adminPriceLists(http),
    productCategories: adminProductCategories(http),
    productTags: adminProductTags(http),
    productTypes: adminProductTypes(http),
    products: adminProducts(http),
    publishableApiKeys: adminPublishableApiKeys(http),
    regions: adminRegions(http),
    reservations: adminReservations(http),
    returnReasons: adminReturnReasons(http),
    returns: adminReturns(http),
    salesChannels: adminSalesChannels(http),
    savedViews: adminSavedViews(http),
    shippingOptions: adminShippingOptions(http),
    shippingProfiles: adminShippingProfiles(http),
    stockLocations: adminStockLocations(http),
    store: adminStore(http),
    swaps: adminSwaps(http),
    taxRates: adminTaxRates(http),
    uploads: adminUploads(http),
    users: adminUsers(http),
    variants: adminVariants(http),
  };
}

function storeResources(http: HttpClient) {
  return {
    auth: storeAuth(http),
    carts: storeCarts(http),
    collections: storeCollections(http),
    customers: storeCustomers(http),
    giftCards: storeGiftCards(http),
    orderEdits: storeOrderEdits(http),
    orders: storeOrders(http),
    paymentCollections: storePaymentCollections(http),
    productCategories: storeProductCategories(http),
    productTags: storeProductTags(http),
    productTypes: storeProductTypes(http),
    products: storeProducts(http),
    regions: storeRegions(http),
    returnReasons: storeReturnReasons(http),
    returns: storeReturns(http),
    shippingOptions: storeShippingOptions(http),
    swaps: storeSwaps(http),
    variants: storeVariants(http),
  };
}

export type AdminResources = ReturnType<typeof adminResources>;
export type StoreResources = ReturnType<typeof storeResources>;

/**
 * The Storedesk API client: `client.admin.<resource>` for staff calls, `client.store.<resource>`
 * for shopper calls (SPEC point 7), with the retry, idempotency-key and error rules of
 * `HttpClient`.
 */
export class Storedesk {
  readonly client: HttpClient;
  readonly admin: AdminResources;
  readonly store: StoreResources;

  constructor(config: StoredeskConfig = {}) {
    this.client = new HttpClient(config);
    this.admin = adminResources(this.client);
    this.store = storeResources(this.client);
  }

  /** Bearer token sent with admin calls (e.g. from `admin.auth.getToken`); `undefined` clears it. */
  setAdminToken(token: string | undefined): void {
    this.client.setAdminToken(token);
  }

  /** Bearer token sent with store calls (e.g. from `store.auth.getToken`); `undefined` clears it. */
  setStoreToken(token: string | undefined): void {
    this.client.setStoreToken(token);
  }

  /** The `x-publishable-api-key` sent from now on. */
  setPublishableKey(key: string | undefined): void {
    this.client.setPublishableKey(key);
  }
}

export default Storedesk;
export { StoredeskError, getErrorMessage, isStoredeskError } from './errors.js';
export type { StoredeskErrorKind, StoredeskErrorOptions } from './errors.js';
export { DEFAULT_BASE_URL, HttpClient, IDEMPOTENCY_KEY_HEADER } from './http.js';
export type {
  CallOptions,
  HttpMethod,
  PreparedRequest,
  RequestOptions,
  StoredeskConfig,
} from './http.js';
export {
  APP_RETRY_BASE_DELAY_MS,
  DEFAULT_MAX_RETRIES,
  MAX_RETRY_AFTER_MS,
  TRANSPORT_NO_RESPONSE_RETRIES,
  TRANSPORT_RETRIES,
  TRANSPORT_RETRY_BASE_DELAY_MS,
} from './retry.js';
export { encodeQuery } from './query.js';
export type { QueryValue } from './query.js';
export type { FindParams, ListQuery, ListRes, Res, Untyped } from './placeholders.js';
export { crud, path } from './resource.js';
export type { CrudShape, PlaceholderShape } from './resource.js';
export type { AdminAnalyticsConfigsResource } from './admin/analytics-configs.js';
export type { AdminAuthResource } from './admin/auth.js';
export type { AdminBatchJobsResource } from './admin/batch-jobs.js';
export type { AdminClaimsResource } from './admin/claims.js';
export type { AdminCollectionsResource } from './admin/collections.js';
export type { AdminCountriesResource } from './admin/countries.js';
export type { AdminCurrenciesResource } from './admin/currencies.js';
export type { AdminCustomResource } from './admin/custom.js';
export type { AdminCustomerGroupsResource } from './admin/customer-groups.js';
export type { AdminCustomersResource } from './admin/customers.js';
export type { AdminDashboardResource } from './admin/dashboard.js';
export type { AdminDiscountsResource } from './admin/discounts.js';
export type { AdminDraftOrdersResource } from './admin/draft-orders.js';
export type { AdminGiftCardsResource } from './admin/gift-cards.js';
export type { AdminInventoryItemsResource } from './admin/inventory-items.js';
export type { AdminInvitesResource } from './admin/invites.js';
export type { AdminNotesResource } from './admin/notes.js';
export type { AdminNotificationsResource } from './admin/notifications.js';
export type { AdminOrderEditsResource } from './admin/order-edits.js';
export type { AdminOrdersResource } from './admin/orders.js';
export type { AdminPaymentCollectionsResource } from './admin/payment-collections.js';
export type { AdminPaymentsResource } from './admin/payments.js';
export type { AdminPaymentProvidersResource } from './admin/payment-providers.js';
export type { AdminPriceListsResource } from './admin/price-lists.js';
export type { AdminProductCategoriesResource } from './admin/product-categories.js';
export type { AdminProductTagsResource } from './admin/product-tags.js';
export type { AdminProductTypesResource } from './admin/product-types.js';
export type { AdminProductsResource } from './admin/products.js';
export type { AdminPublishableApiKeysResource } from './admin/publishable-api-keys.js';
export type { AdminSavedViewsResource } from './admin/saved-views.js';
export type { AdminRegionsResource } from './admin/regions.js';
export type { AdminReservationsResource } from './admin/reservations.js';
export type { AdminReturnReasonsResource } from './admin/return-reasons.js';
export type { AdminReturnsResource } from './admin/returns.js';
export type { AdminSalesChannelsResource } from './admin/sales-channels.js';
export type { AdminShippingOptionsResource } from './admin/shipping-options.js';
export type { AdminShippingProfilesResource } from './admin/shipping-profiles.js';
export type { AdminStockLocationsResource } from './admin/stock-locations.js';
export type { AdminStoreResource } from './admin/store.js';
export type { AdminSwapsResource } from './admin/swaps.js';
export type { AdminTaxRatesResource } from './admin/tax-rates.js';
export type { AdminUploadsResource } from './admin/uploads.js';
export type { AdminUsersResource } from './admin/users.js';
export type { AdminVariantsResource } from './admin/variants.js';
export type { StoreAuthResource } from './store/auth.js';
export type { StoreCartsResource } from './store/carts.js';
export type { StoreCollectionsResource } from './store/collections.js';
export type { StoreCustomersResource } from './store/customers.js';
export type { StoreGiftCardsResource } from './store/gift-cards.js';
export type { StoreOrderEditsResource } from './store/order-edits.js';
export type { StoreOrdersResource } from './store/orders.js';
export type { StorePaymentCollectionsResource } from './store/payment-collections.js';
export type { StoreProductCategoriesResource } from './store/product-categories.js';
export type { StoreProductTagsResource } from './store/product-tags.js';
export type { StoreProductTypesResource } from './store/product-types.js';
export type { StoreProductsResource } from './store/products.js';
export type { StoreRegionsResource } from './store/regions.js';
export type { StoreReturnReasonsResource } from './store/return-reasons.js';
export type { StoreReturnsResource } from './store/returns.js';
export type { StoreShippingOptionsResource } from './store/shipping-options.js';
export type { StoreSwapsResource } from './store/swaps.js';
export type { StoreVariantsResource } from './store/variants.js';
export type {
  AdminAnalyticsConfigRes,
  AdminPostAnalyticsConfigReq,
  AnalyticsConfig,
} from './admin/analytics-configs.js';
export type {
  AdminDeleteUploadsReq,
  AdminDeleteUploadsRes,
  AdminPostUploadsDownloadUrlReq,
  AdminUploadsDownloadUrlRes,
  AdminUploadsRes,
  UploadInput,
  UploadedFile,
} from './admin/uploads.js';
export type { AdminPriceListDeleteBatchRes } from './admin/price-lists.js';
export type { StorePostAuthReq } from './store/auth.js';
export type { StoreCompleteCartRes } from './store/carts.js';
export { CUSTOMER_ORDERS_DEFAULT_QUERY } from './store/customers.js';
export type { StoreGetOrdersParams } from './store/orders.js';
