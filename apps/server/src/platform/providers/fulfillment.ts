/**
 * How a store ships: one implementation per fulfilment provider (`manual`, or one a store
 * developer adds for a carrier). Shipping options name a provider and one of its options
 * (`data`); orders are fulfilled and returned through the same provider.
 */

/** The provider's own state of an option, a shipping method or a fulfilment. */
export type FulfillmentData = Record<string, unknown>;

/** What a cart looks like to a provider pricing or validating a shipping method. */
export interface FulfillmentCartContext {
  storeId: string;
  currencyCode: string;
  /** Minor units: the cart's item subtotal. */
  subtotal: number;
  countryCode: string | null;
  items: ReadonlyArray<{ variantId: string | null; quantity: number }>;
}

export interface FulfillmentItem {
  lineItemId: string;
  quantity: number;
}

export interface StoreFulfillmentProvider {
  readonly id: string;
  /** The options staff choose from when they create a shipping option (`fulfillment-options`). */
  getFulfillmentOptions(): Promise<FulfillmentData[]>;
  /** Whether `data` is one of this provider's options. */
  validateOption(data: FulfillmentData): boolean;
  /** Whether the provider prices this option itself (`price_type: calculated`). */
  canCalculate(data: FulfillmentData): boolean;
  /** The price of a calculated option for a cart, minor units. */
  calculatePrice(optionData: FulfillmentData, cart: FulfillmentCartContext): Promise<number>;
  /** Checks and completes what a shopper sent when choosing the option. */
  validateFulfillmentData(
    optionData: FulfillmentData,
    input: FulfillmentData,
    cart: FulfillmentCartContext,
  ): Promise<FulfillmentData>;
  /** Hands items to the carrier; the answer is kept with the fulfilment. */
  createFulfillment(
    methodData: FulfillmentData,
    items: readonly FulfillmentItem[],
    context: { storeId: string; orderId: string; idempotencyKey: string },
  ): Promise<FulfillmentData>;
  cancelFulfillment(data: FulfillmentData): Promise<FulfillmentData>;
}
