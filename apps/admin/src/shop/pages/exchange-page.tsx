import { isStoredeskError } from '@storedesk/client';
import { useStoredesk, type Cart } from '@storedesk/react';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cartCurrency } from '../components/cart-lines';
import { messageOf } from '../components/field';
import { NotFound } from '../components/not-found';
import { defaultProvider, PaymentStep, type PaymentSession } from '../components/payment-step';
import { ShopLayout } from '../components/shop-layout';
import { formatPrice } from '../money';
import { shopPath, useHydrated, useShop } from '../shop-context';
import type { ShopPage } from '../state';

type ExchangeData = Extract<ShopPage, { name: 'exchange' }>;

/** The swap as `GET /store/swaps/{cart_id}` answers it (the fields this page reads). */
interface ExchangeSwap {
  id: string;
  order_id: string;
  payment_status: string;
  difference_due: number | null;
  confirmed_at: string | null;
  canceled_at: string | null;
  order?: { id: string; display_id: number; email: string; currency_code: string } | null;
}

/** A line of the swap's cart: a new item, an item coming back (negative), or return shipping. */
interface ExchangeLine {
  id: string;
  title: string;
  description?: string | null;
  quantity: number;
  unit_price: number;
  total?: number | null;
  is_return?: boolean | null;
}

interface ExchangeShipping {
  id: string;
  price: number;
  total?: number | null;
  shipping_option?: { name: string } | null;
}

type Loaded =
  | { state: 'loading' }
  | { state: 'not-found' }
  | { state: 'failed' }
  | { state: 'canceled'; swap: ExchangeSwap }
  | { state: 'ready'; swap: ExchangeSwap; cart: Cart };

const lineTotal = (line: ExchangeLine) => line.total ?? line.unit_price * line.quantity;
const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);

/**
 * An exchange (v1 swap) the store made on the shopper's order, reached from the link staff send:
 * what comes back, what is sent out and what the difference comes to. The shopper pays it with
 * the checkout's payment step when it costs more, or confirms it when it costs nothing (the
 * store refunds what it owes); both complete the swap's cart. A confirmed or canceled exchange
 * says so. The cart's lines are the exchange's: nothing here changes them.
 */
export function ExchangePage({ page }: { page: ExchangeData }) {
  const { t } = useTranslation('shop');
  const { boot, language } = useShop();
  const { client } = useStoredesk();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });

  useEffect(() => {
    let current = true;
    const { cartId } = page;
    void (async () => {
      try {
        const { swap } = await client.store.swaps.retrieveByCartId(cartId);
        const exchange = swap as unknown as ExchangeSwap;
        // A canceled exchange's cart is closed: there is nothing more to show than that.
        if (exchange.canceled_at) {
          if (current) setLoaded({ state: 'canceled', swap: exchange });
          return;
        }
        let { cart: shown } = (await client.store.carts.retrieve(cartId)) as unknown as {
          cart: Cart;
        };
        // Still to pay: the cart's payment sessions, the shop's provider chosen, as checkout.
        if (!exchange.confirmed_at && !shown['completed_at'] && Number(shown['total'] ?? 0) > 0) {
          const { cart: opened } = await client.store.carts.createPaymentSessions(cartId);
          shown = opened as unknown as Cart;
          const chosen = defaultProvider((shown['payment_sessions'] ?? []) as PaymentSession[]);
          if (chosen) {
            const { cart: selected } = await client.store.carts.setPaymentSession(cartId, {
              provider_id: chosen,
            });
            shown = selected as unknown as Cart;
          }
        }
        if (current) setLoaded({ state: 'ready', swap: exchange, cart: shown });
      } catch (failure) {
        const missing = isStoredeskError(failure) && failure.status === 404;
        if (current) setLoaded({ state: missing ? 'not-found' : 'failed' });
      }
    })();
    return () => {
      current = false;
    };
  }, [client, page]);

  /** The swap the cart's completion answered, and its cart read again (now completed). */
  const complete = useCallback(async () => {
    const done = (await client.store.carts.complete(page.cartId)) as {
      type: string;
      data: unknown;
    };
    // 'cart': the payment needs more from the shopper (it was not authorised).
    if (done.type !== 'swap') throw new Error(t('common.error'));
    const { cart } = await client.store.carts.retrieve(page.cartId);
    setLoaded({
      state: 'ready',
      swap: done.data as ExchangeSwap,
      cart: cart as unknown as Cart,
    });
    // The confirmation replaces the form the shopper scrolled down to: show it from its title.
    window.scrollTo({ top: 0 });
  }, [client, page.cartId, t]);

  if (loaded.state === 'not-found') {
    return (
      <ShopLayout>
        <NotFound home={shopPath(boot)} />
      </ShopLayout>
    );
  }
  return (
    <ShopLayout>
      {loaded.state === 'loading' ? (
        <p className="py-8 text-slate-500">{t('common.loading')}</p>
      ) : loaded.state === 'failed' ? (
        <p role="alert" className="py-8 text-red-700">
          {t('common.error')}
        </p>
      ) : loaded.state === 'canceled' ? (
        <Canceled swap={loaded.swap} />
      ) : (
        <Exchange
          swap={loaded.swap}
          cart={loaded.cart}
          language={language}
          onCart={(cart) =>
            setLoaded((shown) => (shown.state === 'ready' ? { ...shown, cart } : shown))
          }
          complete={complete}
        />
      )}
      <p className="mt-10 text-center">
        <a href={shopPath(boot)} className="underline">
          {t('order.continue')}
        </a>
      </p>
    </ShopLayout>
  );
}

/** A line as the page lists it: what it is, its variant, and its amount. */
interface ListedLine {
  id: string;
  label: string;
  detail?: string | null;
  amount: string;
}

function Exchange({
  swap,
  cart,
  language,
  onCart,
  complete,
}: {
  swap: ExchangeSwap;
  cart: Cart;
  language: string;
  onCart(cart: Cart): void;
  complete(): Promise<void>;
}) {
  const { t } = useTranslation('shop');
  const currency = cartCurrency(cart) ?? swap.order?.currency_code ?? '';
  const money = (amount: number) => formatPrice(amount, currency, language);
  const lines = (cart.items ?? []) as unknown as ExchangeLine[];
  const back = lines.filter((line) => line.is_return && line.quantity < 0);
  // The return's shipping is a line that comes back too, but one the shopper pays for.
  const returnShipping = lines.filter((line) => line.is_return && line.quantity > 0);
  const out = lines.filter((line) => !line.is_return);
  const shipping = (cart['shipping_methods'] ?? []) as ExchangeShipping[];
  const shippingTotal = sum(shipping.map((method) => method.total ?? method.price));
  const total = Number(cart['total'] ?? 0);
  const confirmed = Boolean(swap.confirmed_at || cart['completed_at']);
  const address = (cart['shipping_address'] ?? {}) as Record<string, string | null | undefined>;
  // The difference: what the swap recorded once confirmed, else what its cart comes to now.
  const difference = confirmed && swap.difference_due !== null ? swap.difference_due : total;
  const differenceLabel =
    difference > 0
      ? confirmed
        ? t('exchange.paid')
        : t('exchange.toPay')
      : difference < 0
        ? swap.payment_status === 'difference_refunded'
          ? t('exchange.refunded')
          : t('exchange.toRefund')
        : t('exchange.nothingToPay');
  const listed = (line: ExchangeLine): ListedLine => ({
    id: line.id,
    label: `${Math.abs(line.quantity)} × ${line.title}`,
    detail: line.description,
    amount: money(lineTotal(line)),
  });

  const section = 'rounded-2xl border border-slate-200 p-5';
  return (
    <div>
      <ExchangeHeading
        swap={swap}
        title={confirmed ? t('exchange.confirmedTitle') : t('exchange.title')}
        intro={
          confirmed
            ? t('exchange.confirmedBody')
            : total > 0
              ? t('exchange.introPay')
              : t('exchange.introConfirm')
        }
      />
      {/* On a phone the summary comes before the payment; beside the sections from md up. */}
      <div className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-[minmax(0,1fr)_20rem] md:gap-x-8">
        <section className={section} aria-labelledby="exchange-back">
          <h2 id="exchange-back" className="text-lg font-semibold">
            {t('exchange.back')}
          </h2>
          <Lines
            lines={[
              ...back.map(listed),
              ...returnShipping.map((line) => ({
                id: line.id,
                label: t('exchange.returnShipping'),
                amount: money(lineTotal(line)),
              })),
            ]}
          />
        </section>
        <section className={section} aria-labelledby="exchange-out">
          <h2 id="exchange-out" className="text-lg font-semibold">
            {t('exchange.out')}
          </h2>
          <Lines
            lines={[
              ...out.map(listed),
              ...shipping.map((method) => ({
                id: method.id,
                label: t('exchange.delivery', { name: method.shipping_option?.name ?? '' }),
                amount: method.price ? money(method.total ?? method.price) : t('checkout.free'),
              })),
            ]}
          />
        </section>
        <aside
          className={`h-fit self-start rounded-2xl bg-slate-50 p-5 md:col-start-2 md:row-start-1 ${confirmed ? 'md:row-span-2' : 'md:row-span-3'}`}
          aria-labelledby="exchange-summary"
        >
          <h2 id="exchange-summary" className="font-semibold">
            {t('exchange.summary')}
          </h2>
          <dl className="mt-3 space-y-1 text-sm">
            <Row label={t('exchange.backTotal')} value={money(sum(back.map(lineTotal)))} />
            <Row label={t('exchange.outTotal')} value={money(sum(out.map(lineTotal)))} />
            {returnShipping.length ? (
              <Row
                label={t('exchange.returnShipping')}
                value={money(sum(returnShipping.map(lineTotal)))}
              />
            ) : null}
            {shipping.length ? (
              <Row
                label={t('exchange.deliveryTotal')}
                value={shippingTotal ? money(shippingTotal) : t('checkout.free')}
              />
            ) : null}
            <div className="flex justify-between gap-3 border-t border-slate-200 pt-3 text-base font-semibold">
              <dt>{differenceLabel}</dt>
              <dd data-testid="exchange-total">{money(Math.abs(difference))}</dd>
            </div>
          </dl>
          <p className="mt-3 text-xs text-slate-500">{t('exchange.taxIncluded')}</p>
        </aside>
        {confirmed ? null : (
          <section className={section} aria-labelledby="exchange-pay">
            <h2 id="exchange-pay" className="text-lg font-semibold">
              {total > 0 ? t('checkout.payment') : t('exchange.confirmation')}
            </h2>
            {total > 0 ? (
              <PaymentStep
                cart={cart}
                billing={{
                  name: [address['first_name'], address['last_name']].filter(Boolean).join(' '),
                  email: String(cart['email'] ?? swap.order?.email ?? ''),
                }}
                submitLabel={t('exchange.pay', { amount: money(total) })}
                submittingLabel={t('exchange.paying')}
                failed={(reason) => t('exchange.declined', { reason })}
                onCart={onCart}
                complete={complete}
              />
            ) : (
              <ConfirmFree refund={total < 0 ? money(-total) : null} complete={complete} />
            )}
          </section>
        )}
      </div>
      <OrderLink swap={swap} />
    </div>
  );
}

/** The page's title, the order the exchange belongs to, and a sentence on what comes next. */
function ExchangeHeading({
  swap,
  title,
  intro,
}: {
  swap: ExchangeSwap;
  title: string;
  intro: string;
}) {
  const { t } = useTranslation('shop');
  return (
    <>
      <h1 className="text-2xl font-semibold sm:text-3xl">{title}</h1>
      {swap.order ? (
        <p className="mt-2 text-lg" data-testid="exchange-order">
          {t('exchange.forOrder', { number: swap.order.display_id })}
        </p>
      ) : null}
      <p className="mt-1 max-w-2xl text-slate-600">{intro}</p>
    </>
  );
}

/** A canceled exchange: its cart is closed, so only that, and the way to the order. */
function Canceled({ swap }: { swap: ExchangeSwap }) {
  const { t } = useTranslation('shop');
  return (
    <div>
      <ExchangeHeading
        swap={swap}
        title={t('exchange.canceledTitle')}
        intro={t('exchange.canceledBody')}
      />
      <OrderLink swap={swap} />
    </div>
  );
}

function OrderLink({ swap }: { swap: ExchangeSwap }) {
  const { t } = useTranslation('shop');
  const { boot } = useShop();
  return (
    <p className="mt-8">
      <a
        href={shopPath(boot, `/orders/${encodeURIComponent(swap.order_id)}`)}
        className="underline"
      >
        {swap.order
          ? t('exchange.viewOrder', { number: swap.order.display_id })
          : t('exchange.viewOrderPlain')}
      </a>
    </p>
  );
}

function Lines({ lines }: { lines: ListedLine[] }) {
  return (
    <ul className="mt-3 divide-y divide-slate-200 text-sm">
      {lines.map((line) => (
        <li key={line.id} className="flex justify-between gap-3 py-2.5">
          <span className="min-w-0 break-words">
            {line.label}
            {line.detail ? <span className="block text-slate-500">{line.detail}</span> : null}
          </span>
          <span className="shrink-0">{line.amount}</span>
        </li>
      ))}
    </ul>
  );
}

function Row({ label, value }: { label: ReactNode; value: ReactNode }) {
  return (
    <div className="flex justify-between gap-3">
      <dt>{label}</dt>
      <dd className="shrink-0">{value}</dd>
    </div>
  );
}

/** Nothing to pay: the shopper confirms, and the store refunds what it owes (if anything). */
function ConfirmFree({ refund, complete }: { refund: string | null; complete(): Promise<void> }) {
  const { t } = useTranslation('shop');
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = () => {
    setBusy(true);
    setError(null);
    complete().catch((failure: unknown) => {
      setError(t('exchange.confirmFailed', { reason: messageOf(failure, t('common.error')) }));
      setBusy(false);
    });
  };
  return (
    <div className="mt-3 space-y-4">
      <p className="text-sm text-slate-600">
        {refund ? t('exchange.refundNote', { amount: refund }) : t('exchange.freeNote')}
      </p>
      <button
        type="button"
        disabled={!hydrated || busy}
        onClick={confirm}
        className="w-full rounded-full bg-slate-900 px-6 py-3 font-medium text-white hover:bg-slate-700 disabled:bg-slate-300"
      >
        {busy ? t('exchange.confirming') : t('exchange.confirm')}
      </button>
      {error ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
