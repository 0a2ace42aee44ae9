/**
 * How a store takes money from shoppers: one implementation per payment provider (`manual`,
 * `test-card`, `stripe`, or one a store developer adds). Distinct from the sign-up's billing
 * provider (platform/payments), which charges organisations for their plan.
 *
 * A payment goes through sessions, as in Medusa v1: a cart starts a session with every provider
 * of its region, the shopper picks one, and completing the cart authorises it; staff later
 * capture, refund or cancel the payment. Sessions keep the provider's own state in `data` (a
 * Stripe PaymentIntent id, a card's last four digits), which we store and hand back on each call.
 *
 * Every call that moves money carries an idempotency key derived from what it is for (the cart,
 * the refund), so a retry after a timeout or a crash is answered with the first result and never
 * charges twice.
 */

/** The provider's own state of one payment, stored with the session or payment. */
export type PaymentData = Record<string, unknown>;

export type PaymentSessionStatus =
  'pending' | 'requires_more' | 'authorized' | 'error' | 'canceled';

/** What a provider call is about: whose money, how much, and what makes a retry safe. */
export interface PaymentContext {
  storeId: string;
  /** Lower-case ISO 4217. */
  currencyCode: string;
  /** Minor units. */
  amount: number;
  /** The cart or order the payment is for. */
  resourceId: string;
  email: string | null;
  customerId: string | null;
  /** The same for every retry of one logical call (e.g. `cart_01…:authorize`). */
  idempotencyKey: string;
  /** The store's settings for this provider, decrypted (empty for providers that need none). */
  settings: Readonly<Record<string, string>>;
}

export interface PaymentResult {
  status: PaymentSessionStatus;
  data: PaymentData;
}

/** A refusal the shopper or staff can act on (declined card, wrong input): answered as a 400. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    /** A stable code (`card_declined`, `insufficient_funds`, `not_configured`, ...). */
    readonly code: string,
    /** The input field at fault, when there is one (`card.number`). */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

/**
 * One value a provider needs from each store that uses it (Stripe: the store's API keys),
 * entered in Settings → Payment providers.
 */
export interface ProviderSetting {
  /** The body field it is entered as and the key it is stored under (`secret_key`). */
  key: string;
  /**
   * Secret values are stored encrypted and never answered: the settings page shows them
   * masked (`sk_…1234`). Others are stored and answered as they are.
   */
  secret: boolean;
  /** May be left out; the provider works without it (e.g. Stripe's webhook signing secret). */
  optional?: boolean;
  /** Why a value cannot be right (its format), or null when it may be; a 400 names the key. */
  check?(value: string): string | null;
}

export interface StorePaymentProvider {
  /** Stable id answered on the wire (`payment_providers[].id`, `provider_id`). */
  readonly id: string;
  /** What each store must enter before it can use the provider (none: usable at once). */
  readonly settings?: readonly ProviderSetting[];
  /**
   * Whether a store can use it. `saved` is what the store entered (secret values masked), or
   * null when it entered nothing; providers that need the store's own account (Stripe) are
   * installed once the store has entered its keys.
   */
  isInstalled(saved: Readonly<Record<string, string>> | null): boolean;
  /** Starts a session for a cart; the data is what the storefront needs to collect payment. */
  initiate(context: PaymentContext): Promise<PaymentResult>;
  /**
   * What a shopper sends for the session (v1 `POST /store/carts/:id/payment-sessions/:provider`
   * `{ data }`) made into what the session stores. A provider whose input is secret (a card's
   * number and code) keeps only what it needs later; it refuses malformed input with a
   * PaymentProviderError naming the field. Without it the input is merged into `data`, as v1
   * does.
   */
  acceptInput?(input: Readonly<Record<string, unknown>>, data: PaymentData): PaymentData;
  /** The cart's amount or customer changed. */
  update(context: PaymentContext, data: PaymentData): Promise<PaymentResult>;
  /**
   * Authorises the payment when the cart completes. `input` is what the session holds of what
   * the shopper sent (after `acceptInput`); a provider ignores what it does not need.
   */
  authorize(
    context: PaymentContext,
    data: PaymentData,
    input: Readonly<Record<string, unknown>>,
  ): Promise<PaymentResult>;
  /** Takes `context.amount` of an authorised payment. */
  capture(context: PaymentContext, data: PaymentData): Promise<PaymentData>;
  /** Gives back `context.amount` of what was captured. */
  refund(context: PaymentContext, data: PaymentData): Promise<PaymentData>;
  /** Releases an authorisation that will not be captured. */
  cancel(context: PaymentContext, data: PaymentData): Promise<PaymentData>;
  /**
   * The payment methods a customer saved with the provider (v1 `retrieveSavedMethods`), answered
   * by `GET /store/customers/me/payment-methods`; providers that keep none leave it out.
   */
  savedMethods?(
    customer: { id: string; email: string },
    settings: Readonly<Record<string, string>>,
  ): Promise<PaymentData[]>;
  /** Checks the store's settings against the provider (the settings page's "check connection"). */
  checkConnection?(
    settings: Readonly<Record<string, string>>,
  ): Promise<{ ok: boolean; message: string }>;
}
