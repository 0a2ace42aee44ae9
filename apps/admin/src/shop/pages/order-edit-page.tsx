import { isStoredeskError } from '@storedesk/client';
import type { TFunction } from 'i18next';
import type { PaymentCollection, StoreOrderEditsRes } from '@storedesk/contract';
import { useStoredesk } from '@storedesk/react';
import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../components/field';
import { NotFound } from '../components/not-found';
import {
  defaultProvider,
  PaymentForm,
  payableProviders,
  stripeIntentOf,
  type PaymentSession,
  type TestCardInput,
} from '../components/payment-step';
import { ShopLayout } from '../components/shop-layout';
import { formatPrice } from '../money';
import { shopPath, useHydrated, useShop } from '../shop-context';
import type { ShopPage } from '../state';

type OrderEditData = Extract<ShopPage, { name: 'order-edit' }>;
type Edit = StoreOrderEditsRes['order_edit'];
type EditLine = Edit['items'][number];

/** The order the edit changes, as `GET /store/orders/{id}` answers it (what this page reads). */
interface EditedOrder {
  id: string;
  display_id: number;
  email: string;
  currency_code: string;
  shipping_address?: { first_name?: string | null; last_name?: string | null } | null;
}

type Loaded =
  | { state: 'loading' }
  | { state: 'not-found' }
  | { state: 'failed' }
  | {
      state: 'ready';
      edit: Edit;
      order: EditedOrder | null;
      /** The providers of the collection's region the shop pays with (none: nothing to pay). */
      providers: string[];
    };

/** A line's variant, as the page names it under the title. */
const variantOf = (line: EditLine): string | null =>
  typeof line.description === 'string' && line.description ? line.description : null;

/** A collection the shopper can still pay. */
const OPEN: readonly PaymentCollection['status'][] = ['not_paid', 'awaiting'];

const sessionOf = (collection: PaymentCollection, providerId: string) =>
  collection.payment_sessions.find((session) => session.provider_id === providerId);

/** The provider offered first: the one the shopper already started paying with, else the first. */
const preferred = (collection: PaymentCollection, providers: readonly string[]) =>
  defaultProvider(
    providers.map((id): PaymentSession => ({
      provider_id: id,
      is_selected: Boolean(sessionOf(collection, id)),
    })),
  );

/**
 * An order edit staff sent the shopper, reached from the link in its mail
 * (`/order-edit/{id}`; the id is the shopper's secret): what is added, removed and changed, the
 * new total, and what accepting costs or gives back. When it costs more the shopper pays its
 * payment collection with a provider of the order's region (the checkout's payment form), then
 * the edit is completed; otherwise Accept completes it (the store refunds what it owes). Decline
 * takes an optional reason. A confirmed, declined or canceled edit says so.
 */
export function OrderEditPage({ page }: { page: OrderEditData }) {
  const { t } = useTranslation('shop');
  const { boot } = useShop();
  const { client } = useStoredesk();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const { orderEditId } = page;

  useEffect(() => {
    let current = true;
    void (async () => {
      try {
        const { order_edit: edit } = await client.store.orderEdits.retrieve(orderEditId);
        // Staff are still making it: nothing for the shopper to see yet.
        if (edit.status === 'created') {
          if (current) setLoaded({ state: 'not-found' });
          return;
        }
        const order = await client.store.orders
          .retrieve(edit.order_id)
          .then((answer) => (answer as unknown as { order: EditedOrder }).order)
          .catch(() => null);
        let shown = edit;
        let providers: string[] = [];
        const collection = edit.payment_collection;
        if (edit.status === 'requested' && collection && OPEN.includes(collection.status)) {
          const { region } = await client.store.regions.retrieve(collection.region_id);
          providers = payableProviders(
            region.payment_providers.map((provider) => ({ provider_id: provider.id })),
          );
          // Stripe's card form needs its PaymentIntent: start the session when it is offered first.
          if (
            preferred(collection, providers) === 'stripe' &&
            !stripeIntentOf(sessionOf(collection, 'stripe'))
          ) {
            const started = await client.store.paymentCollections.managePaymentSession(
              collection.id,
              { provider_id: 'stripe' },
            );
            shown = { ...edit, payment_collection: started.payment_collection };
          }
        }
        if (current) setLoaded({ state: 'ready', edit: shown, order, providers });
      } catch (failure) {
        const missing = isStoredeskError(failure) && failure.status === 404;
        if (current) setLoaded({ state: missing ? 'not-found' : 'failed' });
      }
    })();
    return () => {
      current = false;
    };
  }, [client, orderEditId]);

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
      ) : (
        <OrderEdit
          edit={loaded.edit}
          order={loaded.order}
          providers={loaded.providers}
          onEdit={(edit) =>
            setLoaded((shown) => (shown.state === 'ready' ? { ...shown, edit } : shown))
          }
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

function OrderEdit({
  edit,
  order,
  providers,
  onEdit,
}: {
  edit: Edit;
  order: EditedOrder | null;
  providers: string[];
  onEdit(edit: Edit): void;
}) {
  const { t } = useTranslation('shop');
  const { language } = useShop();
  const { client } = useStoredesk();
  const collection = edit.payment_collection;
  const currency = collection?.currency_code ?? order?.currency_code ?? '';
  const money = (amount: number) => formatPrice(amount, currency, language);
  const [selected, setSelected] = useState(() =>
    collection ? preferred(collection, providers) : undefined,
  );
  const [acceptError, setAcceptError] = useState<string | null>(null);
  // The collection as the last payment call answered it: the pay step reads its sessions at once.
  const latest = useRef(collection);
  latest.current = collection;

  const withCollection = useCallback(
    (next: PaymentCollection) => {
      latest.current = next;
      onEdit({ ...edit, payment_collection: next });
    },
    [edit, onEdit],
  );

  /** Completes the edit; on a refusal, shows the edit as it is now and throws. */
  const accept = useCallback(async () => {
    try {
      const { order_edit: done } = await client.store.orderEdits.complete(edit.id);
      onEdit(done);
      // The confirmation replaces the form the shopper scrolled down to: show it from its title.
      window.scrollTo({ top: 0 });
    } catch (failure) {
      const fresh = await client.store.orderEdits
        .retrieve(edit.id)
        .then((answer) => answer.order_edit)
        .catch(() => null);
      if (fresh) onEdit(fresh);
      throw failure;
    }
  }, [client, edit.id, onEdit]);

  if (edit.status !== 'requested') {
    return <Settled edit={edit} order={order} money={money} />;
  }

  const due = edit.difference_due;
  const paid = collection?.status === 'authorized';
  const toPay = due > 0 && collection !== null && !paid;
  const changes = changesOf(edit, money, t);
  const differenceLabel =
    due > 0
      ? paid
        ? t('orderEdit.paid')
        : t('orderEdit.toPay')
      : due < 0
        ? t('orderEdit.toRefund')
        : t('orderEdit.nothingToPay');

  /** Starts the collection's session with a provider (the test card travels with it). */
  const start = async (providerId: string, card: TestCardInput | null) => {
    if (!latest.current) return;
    const { payment_collection: next } = await client.store.paymentCollections.managePaymentSession(
      latest.current.id,
      {
        provider_id: providerId,
        ...(card ? { data: { card } } : {}),
      },
    );
    withCollection(next);
  };

  /** The provider has the payment: it is authorised, then the edit completed. */
  const payAndAccept = async (providerId: string) => {
    const current = latest.current;
    const session = current ? sessionOf(current, providerId) : undefined;
    if (!current || !session) throw new Error(t('common.error'));
    if (session.status !== 'authorized') {
      await client.store.paymentCollections.authorizePaymentSession(current.id, session.id);
    }
    // Paid: from here a refusal is the edit's, shown with the Accept button that tries again.
    await accept().catch((failure: unknown) =>
      setAcceptError(
        t('orderEdit.acceptFailed', { reason: messageOf(failure, t('common.error')) }),
      ),
    );
  };

  const section = 'rounded-2xl border border-slate-200 p-5';
  return (
    <div>
      <EditHeading
        order={order}
        title={t('orderEdit.title')}
        intro={toPay ? t('orderEdit.introPay') : t('orderEdit.introConfirm')}
      />
      {/* On a phone the summary comes before the payment; beside the sections from md up. */}
      <div className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-[minmax(0,1fr)_20rem] md:gap-x-8">
        <section className={section} aria-labelledby="order-edit-changes">
          <h2 id="order-edit-changes" className="text-lg font-semibold">
            {t('orderEdit.changes')}
          </h2>
          {changes.map((group) =>
            group.lines.length ? (
              <div key={group.key} className="mt-4" data-testid={`order-edit-${group.key}`}>
                <h3 className="text-sm font-medium text-slate-600">{group.title}</h3>
                <Lines lines={group.lines} />
              </div>
            ) : null,
          )}
        </section>
        <aside
          className="h-fit self-start rounded-2xl bg-slate-50 p-5 md:col-start-2 md:row-span-3 md:row-start-1"
          aria-labelledby="order-edit-summary"
        >
          <h2 id="order-edit-summary" className="font-semibold">
            {t('orderEdit.summary')}
          </h2>
          <dl className="mt-3 space-y-1 text-sm">
            <Row label={t('orderEdit.currentTotal')} value={money(edit.total - due)} />
            <Row
              label={t('orderEdit.newTotal')}
              value={<span data-testid="order-edit-new-total">{money(edit.total)}</span>}
            />
            <div className="flex justify-between gap-3 border-t border-slate-200 pt-3 text-base font-semibold">
              <dt>{differenceLabel}</dt>
              <dd data-testid="order-edit-difference">{money(Math.abs(due))}</dd>
            </div>
          </dl>
          <p className="mt-3 text-xs text-slate-500">{t('orderEdit.taxIncluded')}</p>
        </aside>
        <section className={section} aria-labelledby="order-edit-accept">
          <h2 id="order-edit-accept" className="text-lg font-semibold">
            {toPay ? t('checkout.payment') : t('orderEdit.confirmation')}
          </h2>
          {toPay ? (
            <PaymentForm
              providers={providers}
              selected={selected}
              stripe={stripeIntentOf(collection ? sessionOf(collection, 'stripe') : undefined)}
              billing={{
                name: [order?.shipping_address?.first_name, order?.shipping_address?.last_name]
                  .filter(Boolean)
                  .join(' '),
                email: order?.email ?? '',
              }}
              submitLabel={t('orderEdit.pay', { amount: money(due) })}
              submittingLabel={t('orderEdit.paying')}
              failed={(reason) => t('orderEdit.cardFailed', { reason })}
              choose={async (providerId) => {
                setSelected(providerId);
                const current = latest.current;
                // Stripe's card form confirms the session's PaymentIntent: start it now.
                if (
                  providerId === 'stripe' &&
                  current &&
                  !stripeIntentOf(sessionOf(current, 'stripe'))
                ) {
                  await start(providerId, null);
                }
              }}
              handOver={start}
              complete={payAndAccept}
            />
          ) : (
            <Accept
              note={
                paid && collection
                  ? t('orderEdit.paidNote', { amount: money(collection.amount) })
                  : due < 0
                    ? t('orderEdit.refundNote', { amount: money(-due) })
                    : t('orderEdit.freeNote')
              }
              error={acceptError}
              onError={setAcceptError}
              accept={accept}
            />
          )}
        </section>
        <Decline
          onDecline={async (reason) => {
            const { order_edit: declined } = await client.store.orderEdits.decline(
              edit.id,
              reason ? { declined_reason: reason } : {},
            );
            onEdit(declined);
            window.scrollTo({ top: 0 });
          }}
        />
      </div>
      <OrderLink edit={edit} order={order} />
    </div>
  );
}

/** The edit's changes in three groups: lines added, lines removed, quantities changed. */
function changesOf(
  edit: Edit,
  money: (amount: number) => string,
  t: TFunction<'shop'>,
): { key: 'added' | 'removed' | 'changed'; title: string; lines: ListedLine[] }[] {
  const listed = (id: string, line: EditLine, amount: number, detail?: string | null) => ({
    id,
    label: `${line.quantity} × ${line.title}`,
    detail: detail ?? variantOf(line),
    amount: money(amount),
  });
  const lineTotal = (line: EditLine) => line.total ?? line.unit_price * line.quantity;
  const added: ListedLine[] = [];
  const removed: ListedLine[] = [];
  const changed: ListedLine[] = [];
  for (const change of edit.changes) {
    const now = change.line_item;
    const was = change.original_line_item;
    if (change.type === 'item_add' && now) added.push(listed(change.id, now, lineTotal(now)));
    if (change.type === 'item_remove' && was) {
      removed.push(listed(change.id, was, -lineTotal(was)));
    }
    if (change.type === 'item_update' && now) {
      const quantities = t('orderEdit.quantityWas', {
        was: was?.quantity ?? '',
        quantity: now.quantity,
      });
      const detail = [variantOf(now), quantities].filter(Boolean).join(' · ');
      changed.push(listed(change.id, now, lineTotal(now), detail));
    }
  }
  return [
    { key: 'added', title: t('orderEdit.added'), lines: added },
    { key: 'removed', title: t('orderEdit.removed'), lines: removed },
    { key: 'changed', title: t('orderEdit.changed'), lines: changed },
  ];
}

/** The page's title, the order the edit belongs to, and a sentence on what comes next. */
function EditHeading({
  order,
  title,
  intro,
}: {
  order: EditedOrder | null;
  title: string;
  intro: string;
}) {
  const { t } = useTranslation('shop');
  return (
    <>
      <h1 className="text-2xl font-semibold sm:text-3xl">{title}</h1>
      {order ? (
        <p className="mt-2 text-lg" data-testid="order-edit-order">
          {t('orderEdit.forOrder', { number: order.display_id })}
        </p>
      ) : null}
      <p className="mt-1 max-w-2xl text-slate-600">{intro}</p>
    </>
  );
}

/**
 * An edit the shopper no longer answers: confirmed (the order's lines as they are now, and what
 * was paid), declined (with the reason given) or canceled by the store.
 */
function Settled({
  edit,
  order,
  money,
}: {
  edit: Edit;
  order: EditedOrder | null;
  money(amount: number): string;
}) {
  const { t } = useTranslation('shop');
  const collection = edit.payment_collection;
  if (edit.status === 'confirmed') {
    return (
      <div>
        <EditHeading
          order={order}
          title={t('orderEdit.confirmedTitle')}
          intro={t('orderEdit.confirmedBody')}
        />
        <section
          className="mt-6 max-w-2xl rounded-2xl border border-slate-200 p-5"
          aria-labelledby="order-edit-now"
        >
          <h2 id="order-edit-now" className="text-lg font-semibold">
            {t('orderEdit.nowInOrder')}
          </h2>
          <Lines
            lines={edit.items.map((line) => ({
              id: line.id,
              label: `${line.quantity} × ${line.title}`,
              detail: variantOf(line),
              amount: money(line.total ?? line.unit_price * line.quantity),
            }))}
          />
          <dl className="mt-2 space-y-1 border-t border-slate-200 pt-3">
            {edit.shipping_total ? (
              <Row label={t('checkout.shippingTotal')} value={money(edit.shipping_total)} />
            ) : null}
            <div className="flex justify-between gap-3 font-semibold">
              <dt>{t('orderEdit.total')}</dt>
              <dd data-testid="order-edit-new-total">{money(edit.total)}</dd>
            </div>
            {collection?.status === 'authorized' ? (
              <Row label={t('orderEdit.paid')} value={money(collection.amount)} />
            ) : null}
          </dl>
        </section>
        <OrderLink edit={edit} order={order} />
      </div>
    );
  }
  const declined = edit.status === 'declined';
  return (
    <div>
      <EditHeading
        order={order}
        title={declined ? t('orderEdit.declinedTitle') : t('orderEdit.canceledTitle')}
        intro={declined ? t('orderEdit.declinedBody') : t('orderEdit.canceledBody')}
      />
      {declined && edit.declined_reason ? (
        <p className="mt-3 max-w-2xl text-sm text-slate-600" data-testid="order-edit-reason">
          {t('orderEdit.declinedReason', { reason: edit.declined_reason })}
        </p>
      ) : null}
      <OrderLink edit={edit} order={order} />
    </div>
  );
}

function OrderLink({ edit, order }: { edit: Edit; order: EditedOrder | null }) {
  const { t } = useTranslation('shop');
  const { boot } = useShop();
  return (
    <p className="mt-8">
      <a
        href={shopPath(boot, `/orders/${encodeURIComponent(edit.order_id)}`)}
        className="underline"
      >
        {order
          ? t('orderEdit.viewOrder', { number: order.display_id })
          : t('orderEdit.viewOrderPlain')}
      </a>
    </p>
  );
}

function Lines({ lines }: { lines: ListedLine[] }) {
  return (
    <ul className="mt-2 divide-y divide-slate-200 text-sm">
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

const PRIMARY =
  'w-full rounded-full bg-slate-900 px-6 py-3 font-medium text-white hover:bg-slate-700 disabled:bg-slate-300';

/** Nothing (more) to pay: the shopper accepts, and the store refunds what it owes (if anything). */
function Accept({
  note,
  error,
  onError,
  accept,
}: {
  note: string;
  error: string | null;
  onError(error: string | null): void;
  accept(): Promise<void>;
}) {
  const { t } = useTranslation('shop');
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const run = () => {
    setBusy(true);
    onError(null);
    accept().catch((failure: unknown) => {
      onError(t('orderEdit.acceptFailed', { reason: messageOf(failure, t('common.error')) }));
      setBusy(false);
    });
  };
  return (
    <div className="mt-3 space-y-4">
      <p className="text-sm text-slate-600">{note}</p>
      <button type="button" disabled={!hydrated || busy} onClick={run} className={PRIMARY}>
        {busy ? t('orderEdit.accepting') : t('orderEdit.accept')}
      </button>
      {error ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Declining, with an optional reason the store reads; the order stays as it was. */
function Decline({ onDecline }: { onDecline(reason: string): Promise<void> }) {
  const { t } = useTranslation('shop');
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '').trim();
    setBusy(true);
    setError(null);
    onDecline(reason).catch((failure: unknown) => {
      setError(t('orderEdit.declineFailed', { reason: messageOf(failure, t('common.error')) }));
      setBusy(false);
    });
  };
  return (
    <section
      className="rounded-2xl border border-slate-200 p-5"
      aria-labelledby="order-edit-decline"
    >
      <h2 id="order-edit-decline" className="text-lg font-semibold">
        {t('orderEdit.declineTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('orderEdit.declineIntro')}</p>
      {!open ? (
        <button
          type="button"
          disabled={!hydrated}
          onClick={() => setOpen(true)}
          className="mt-3 rounded-full border border-slate-300 px-5 py-2.5 text-sm font-medium hover:border-slate-500"
        >
          {t('orderEdit.decline')}
        </button>
      ) : (
        <form onSubmit={submit} className="mt-3 space-y-3">
          <label className="block text-sm">
            <span className="font-medium text-slate-700">{t('orderEdit.declineReason')}</span>
            <textarea
              name="reason"
              rows={3}
              maxLength={2000}
              className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-base outline-none focus:border-slate-600"
            />
          </label>
          {error ? (
            <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-800">
              {error}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <button
              type="submit"
              disabled={busy}
              className="rounded-full bg-red-700 px-5 py-2.5 text-sm font-medium text-white hover:bg-red-800 disabled:opacity-60"
            >
              {busy ? t('orderEdit.declining') : t('orderEdit.declineConfirm')}
            </button>
            <button
              type="button"
              disabled={busy}
              onClick={() => setOpen(false)}
              className="rounded-full border border-slate-300 px-5 py-2.5 text-sm"
            >
              {t('orderEdit.keep')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
