import { useStoredesk, type Cart } from '@storedesk/react';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CardRefused } from '../payment-error';
import { useShop } from '../shop-context';
import { Field, messageOf } from './field';

// Stripe Elements and Stripe.js are fetched only when a shopper pays with Stripe.
const StripeCard = lazy(() =>
  import('./stripe-card').then((module) => ({ default: module.StripeCard })),
);

/** A payment session as the store API answers it (a cart's or a payment collection's). */
export interface PaymentSession {
  provider_id: string;
  is_selected?: boolean | null;
  /** What the provider gives the page (Stripe: the PaymentIntent's client secret and key). */
  data?: Record<string, unknown> | null;
}

/** Card providers the shopper picks between when the region offers several. */
const CARD_PROVIDERS = ['stripe', 'test-card'] as const;

/** What the shop pays with: the region's card providers, or else the manual one (no money moves). */
export function payableProviders(sessions: readonly PaymentSession[]): string[] {
  const offered = (id: string) => sessions.some((session) => session.provider_id === id);
  const cards = CARD_PROVIDERS.filter(offered);
  if (cards.length > 0) return cards;
  return offered('manual') ? ['manual'] : [];
}

/** The provider to select when payment opens: the one already selected if payable, else the first. */
export function defaultProvider(sessions: readonly PaymentSession[]): string | undefined {
  const payable = payableProviders(sessions);
  const already = sessions.find((session) => session.is_selected)?.provider_id;
  return already && payable.includes(already) ? already : payable[0];
}

const PROVIDER_LABELS = {
  stripe: 'checkout.methodCard',
  'test-card': 'checkout.methodTestCard',
} as const;

/** What the shopper types for the test card (sent to our server, which keeps a token of it). */
export interface TestCardInput {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

/** The labels and messages of a payment form: its page's words. */
export interface PaymentWords {
  /** The cardholder as Stripe is told (name and email). */
  billing: { name: string; email: string };
  /** The submit button, and the same while the payment runs. */
  submitLabel: string;
  submittingLabel: string;
  /** The sentence shown when the payment or the completion failed. */
  failed(reason: string): string;
}

export interface PaymentFormProps extends PaymentWords {
  /** The providers the shopper may pay with (`payableProviders`), in the order offered. */
  providers: readonly string[];
  /** The one chosen so far (else the first is). */
  selected: string | undefined;
  /** Stripe's PaymentIntent for this payment, once its session is started. */
  stripe: { clientSecret: string; publishableKey: string } | null;
  /** The shopper picks another provider: the page records it (its session starts). */
  choose(providerId: string): Promise<void>;
  /**
   * The shopper pays with an offline provider: hands it what they typed (the test card; nothing
   * for the manual provider) before `complete`.
   */
  handOver(providerId: string, card: TestCardInput | null): Promise<void>;
  /**
   * Runs once the provider has the payment: completes what is paid and moves on. It throws to
   * say the payment did not go through (shown with `failed`, the button usable again).
   */
  complete(providerId: string): Promise<void>;
}

/**
 * Paying with one of a region's providers, whatever is paid (a cart, an order edit's payment
 * collection): the shopper's choice of card provider when the region has both, then a card
 * through Stripe Elements, the offline test card, or nothing for the manual provider; then
 * `complete`. Any refusal leaves what is paid as it was and says why.
 */
export function PaymentForm({
  providers,
  selected,
  stripe,
  billing,
  submitLabel,
  submittingLabel,
  failed,
  choose,
  handOver,
  complete,
}: PaymentFormProps) {
  const { t } = useTranslation('shop');
  const { language } = useShop();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** Busy paying (not merely saving a choice): the button says so. */
  const [paying, setPaying] = useState(false);
  /** The provider the shopper just picked, shown at once while the page records it. */
  const [picked, setPicked] = useState<string | null>(null);
  const wanted = picked ?? selected;
  const provider = wanted && providers.includes(wanted) ? wanted : providers[0];

  /** The shopper picks another card provider. */
  const chooseProvider = (providerId: string) => {
    if (providerId === provider) return;
    setPicked(providerId);
    setBusy(true);
    setError(null);
    choose(providerId)
      .catch((failure: unknown) => setError(messageOf(failure, t('common.error'))))
      .finally(() => {
        setPicked(null);
        setBusy(false);
      });
  };

  /**
   * `prepare` hands the payment to the provider (the test card's details to our server, or
   * Stripe.js confirming with Stripe), then the page completes what is paid.
   */
  const submitPayment = (prepare: () => Promise<void>) => {
    if (!provider) return;
    setBusy(true);
    setPaying(true);
    setError(null);
    void (async () => {
      try {
        await prepare();
        await complete(provider);
      } catch (failure) {
        const reason =
          failure instanceof CardRefused && failure.message
            ? failure.message
            : messageOf(failure, t('common.error'));
        setError(failed(reason));
        setBusy(false);
        setPaying(false);
      }
    })();
  };

  const payOffline = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!provider) return;
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '').trim();
    submitPayment(() =>
      handOver(
        provider,
        provider === 'test-card'
          ? {
              number: value('number'),
              expiry: value('expiry'),
              cvc: value('cvc'),
              name: value('name'),
            }
          : null,
      ),
    );
  };

  const primary =
    'w-full rounded-full bg-slate-900 px-6 py-3 font-medium text-white hover:bg-slate-700 disabled:bg-slate-300';
  if (!provider) return <p className="mt-2 text-sm text-red-700">{t('checkout.noPayment')}</p>;
  return (
    <div className="mt-4 grid gap-4 sm:grid-cols-2">
      {providers.length > 1 ? (
        <fieldset className="space-y-3 sm:col-span-2">
          <legend className="mb-3 text-sm font-medium text-slate-700">
            {t('checkout.payWith')}
          </legend>
          {providers.map((id) => (
            <label
              key={id}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 p-3 has-checked:border-slate-900"
            >
              <input
                type="radio"
                name="payment_provider"
                value={id}
                checked={provider === id}
                disabled={busy}
                onChange={() => chooseProvider(id)}
              />
              <span className="flex-1">
                {t(PROVIDER_LABELS[id as keyof typeof PROVIDER_LABELS])}
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {provider === 'stripe' ? (
        stripe ? (
          <Suspense
            fallback={
              <p className="text-sm text-slate-500 sm:col-span-2">{t('checkout.cardLoading')}</p>
            }
          >
            <StripeCard
              publishableKey={stripe.publishableKey}
              clientSecret={stripe.clientSecret}
              language={language}
              billing={billing}
              busy={busy}
              submitLabel={paying ? submittingLabel : submitLabel}
              onPay={submitPayment}
            />
          </Suspense>
        ) : (
          <p className="text-sm text-red-700 sm:col-span-2">{t('checkout.cardUnavailable')}</p>
        )
      ) : (
        <form onSubmit={payOffline} className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
          {provider === 'test-card' ? (
            <>
              <p className="text-sm text-slate-500 sm:col-span-2">{t('checkout.testCardHint')}</p>
              <div className="sm:col-span-2">
                <Field
                  label={t('checkout.cardNumber')}
                  name="number"
                  inputMode="numeric"
                  autoComplete="cc-number"
                  required
                />
              </div>
              <Field
                label={t('checkout.cardExpiry')}
                name="expiry"
                autoComplete="cc-exp"
                placeholder="12/30"
                required
              />
              <Field
                label={t('checkout.cardCvc')}
                name="cvc"
                inputMode="numeric"
                autoComplete="cc-csc"
                required
              />
              <div className="sm:col-span-2">
                <Field label={t('checkout.cardName')} name="name" autoComplete="cc-name" required />
              </div>
            </>
          ) : null}
          <div className="sm:col-span-2">
            <button type="submit" disabled={busy} className={primary}>
              {paying ? submittingLabel : submitLabel}
            </button>
          </div>
        </form>
      )}
      {error ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-800 sm:col-span-2">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The Stripe PaymentIntent a session carries, when the page can confirm it with Stripe.js. */
export function stripeIntentOf(session: PaymentSession | undefined): PaymentFormProps['stripe'] {
  const secret = session?.data?.['client_secret'];
  const key = session?.data?.['publishable_key'];
  return typeof secret === 'string' && secret && typeof key === 'string' && key
    ? { clientSecret: secret, publishableKey: key }
    : null;
}

export interface PaymentStepProps extends PaymentWords {
  /** The cart being paid, with its payment sessions created (one of them selected). */
  cart: Cart;
  /** The cart as the store API answered a payment call: the page keeps it. */
  onCart(cart: Cart): void;
  /** Completes the cart and moves on; throws when the payment did not go through. */
  complete(): Promise<void>;
}

/**
 * Paying a cart (checkout, an exchange): the payment form over the cart's payment sessions. A
 * choice selects the provider's session; the test card is sent with it before `complete`.
 */
export function PaymentStep({ cart, onCart, ...words }: PaymentStepProps) {
  const { client } = useStoredesk();
  const sessions = (cart['payment_sessions'] ?? []) as PaymentSession[];
  return (
    <PaymentForm
      {...words}
      providers={payableProviders(sessions)}
      selected={sessions.find((session) => session.is_selected)?.provider_id}
      stripe={stripeIntentOf(sessions.find((session) => session.provider_id === 'stripe'))}
      choose={async (providerId) => {
        const { cart: next } = await client.store.carts.setPaymentSession(cart.id, {
          provider_id: providerId,
        });
        onCart(next as Cart);
      }}
      handOver={async (providerId, card) => {
        if (!card) return;
        const { cart: withCard } = await client.store.carts.updatePaymentSession(
          cart.id,
          providerId,
          { data: { card } },
        );
        onCart(withCard as Cart);
      }}
    />
  );
}
