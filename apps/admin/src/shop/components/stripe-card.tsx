import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type {
  Stripe,
  StripeCardElementChangeEvent,
  StripeCardElementOptions,
  StripeElementLocale,
} from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CardRefused } from '../payment-error';

/**
 * The shop's languages in Stripe's: the same code where Stripe has it, Croatian for Bosnian,
 * Brazilian Portuguese (the shop's `pt`), and the browser's own choice ('auto') where Stripe
 * has none (Hindi, Tamil, Ukrainian).
 */
const STRIPE_LOCALES: Record<string, StripeElementLocale> = {
  ar: 'ar',
  bg: 'bg',
  bs: 'hr',
  cs: 'cs',
  de: 'de',
  en: 'en',
  es: 'es',
  fr: 'fr',
  hr: 'hr',
  it: 'it',
  ja: 'ja',
  ko: 'ko',
  pl: 'pl',
  pt: 'pt-BR',
  ru: 'ru',
  sl: 'sl',
  vi: 'vi',
  zh: 'zh',
};

const loads = new Map<string, Promise<Stripe | null>>();

/**
 * Stripe.js for a store's publishable key. `@stripe/stripe-js/pure` adds Stripe's script
 * (js.stripe.com) only when this is first called: in the browser, on the checkout, an
 * exchange's or an order edit's page, once the shopper pays with Stripe; never on the server or
 * on another page.
 */
function stripeFor(publishableKey: string, locale: StripeElementLocale): Promise<Stripe | null> {
  const id = `${publishableKey} ${locale}`;
  let load = loads.get(id);
  if (!load) {
    load = loadStripe(publishableKey, { locale });
    loads.set(id, load);
    // A failed load (offline, blocked) may be tried again by the next checkout.
    load.catch(() => loads.delete(id));
  }
  return load;
}

/** The card field as Stripe draws it inside its frame: the shop's type size and colours. */
const CARD_OPTIONS: StripeCardElementOptions = {
  style: {
    base: {
      fontSize: '16px',
      color: '#0f172a',
      fontFamily: 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
      '::placeholder': { color: '#94a3b8' },
    },
    invalid: { color: '#b91c1c' },
  },
};

export interface StripeCardProps {
  publishableKey: string;
  /** The PaymentIntent's client secret, from the cart's Stripe payment session. */
  clientSecret: string;
  language: string;
  billing: { name: string; email: string };
  /** Another step runs: the button waits. */
  busy: boolean;
  /** The pay button's words (they change while the payment runs). */
  submitLabel: string;
  /**
   * Pays: the page runs `confirm` (Stripe.js confirms the PaymentIntent with the card, 3-D
   * Secure included; it throws CardRefused when Stripe refuses), then completes the cart on our
   * server.
   */
  onPay(confirm: () => Promise<void>): void;
}

/**
 * Card payment through Stripe Elements with the store's own Stripe account: the card number
 * is typed into Stripe's frame and goes to Stripe only; our server learns the outcome from the
 * PaymentIntent when the cart is completed.
 */
export function StripeCard(props: StripeCardProps) {
  const { t } = useTranslation('shop');
  const locale = STRIPE_LOCALES[props.language] ?? 'auto';
  const [loaded, setLoaded] = useState<{ key: string; stripe: Stripe | null } | null>(null);

  useEffect(() => {
    let current = true;
    stripeFor(props.publishableKey, locale).then(
      (stripe) => current && setLoaded({ key: props.publishableKey, stripe }),
      () => current && setLoaded({ key: props.publishableKey, stripe: null }),
    );
    return () => {
      current = false;
    };
  }, [props.publishableKey, locale]);

  if (!loaded || loaded.key !== props.publishableKey) {
    return <p className="text-sm text-slate-500 sm:col-span-2">{t('checkout.cardLoading')}</p>;
  }
  if (!loaded.stripe) {
    return (
      <p className="text-sm text-red-700 sm:col-span-2" role="alert">
        {t('checkout.cardUnavailable')}
      </p>
    );
  }
  return (
    <Elements stripe={loaded.stripe} options={{ locale }}>
      <StripeCardForm {...props} />
    </Elements>
  );
}

function StripeCardForm({ clientSecret, billing, busy, submitLabel, onPay }: StripeCardProps) {
  const { t } = useTranslation('shop');
  const stripe = useStripe();
  const elements = useElements();
  const labelId = useId();
  const [card, setCard] = useState<{ complete: boolean; error: string | null }>({
    complete: false,
    error: null,
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = elements?.getElement(CardElement);
    if (!stripe || !element) return;
    onPay(async () => {
      const result = await stripe.confirmCardPayment(clientSecret, {
        payment_method: {
          card: element,
          billing_details: { name: billing.name, email: billing.email },
        },
      });
      // Confirmed before (an earlier try whose completion did not arrive): complete it now.
      const status = result.error
        ? result.error.payment_intent?.status
        : result.paymentIntent.status;
      if (status === 'requires_capture' || status === 'succeeded') return;
      throw new CardRefused(result.error?.message ?? '');
    });
  };

  return (
    <form onSubmit={submit} className="grid gap-4 sm:col-span-2">
      <div>
        <span id={labelId} className="text-sm font-medium text-slate-700">
          {t('checkout.cardDetails')}
        </span>
        <div role="group" aria-labelledby={labelId} className="mt-1">
          <CardElement
            options={CARD_OPTIONS}
            onChange={(change: StripeCardElementChangeEvent) =>
              setCard({ complete: change.complete, error: change.error?.message ?? null })
            }
            className="rounded-lg border border-slate-300 bg-white px-3 py-3 [&.StripeElement--focus]:border-slate-600 [&.StripeElement--invalid]:border-red-600"
          />
        </div>
        {card.error ? (
          <p className="mt-1 text-sm text-red-700" aria-live="polite">
            {card.error}
          </p>
        ) : null}
        <p className="mt-2 text-xs text-slate-500">{t('checkout.cardByStripe')}</p>
      </div>
      <button
        type="submit"
        disabled={busy || !stripe || !card.complete}
        className="w-full rounded-full bg-slate-900 px-6 py-3 font-medium text-white hover:bg-slate-700 disabled:bg-slate-300"
      >
        {submitLabel}
      </button>
    </form>
  );
}
