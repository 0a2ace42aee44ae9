import { getErrorMessage } from '@storedesk/client';
import {
  useAdminCancelSwap,
  useAdminCancelSwapFulfillment,
  useAdminProcessSwapPayment,
  useAdminStore,
} from '@storedesk/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Section } from '@/components/detail/section';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { UiButton } from '@/components/ui/ui-button';
import { ReturnStatusBadge } from '@/routes/returns/common/return-status-badge';
import { SwapFulfillmentBadge, SwapPaymentBadge } from '@/routes/swaps/common/swap-badges';
import { useOrderFormat } from '../../common/format';
import {
  awaitsCustomer,
  canCancelSwap,
  canFulfilSwap,
  canReceiveSwapReturn,
  canRegisterExchange,
  isOpenFulfillment,
  isSettled,
  paymentLinkOf,
  settlementOf,
  type SwapView,
} from '../../common/order-swaps';
import type { OrderView } from '../../common/order-view';
import { FulfilSwapModal } from './fulfil-swap-modal';
import { ReceiveReturnModal } from './receive-return-modal';
import { RegisterExchangeModal } from './register-exchange-modal';
import { ShipModal } from './ship-modal';

/** A confirmation the section asks for: settle, cancel the exchange, or cancel a parcel. */
type Asking =
  | { kind: 'capture' | 'refund' | 'cancel'; swap: SwapView; name: string }
  | { kind: 'cancelParcel'; swap: SwapView; name: string; fulfillmentId: string };

interface Named {
  swap: SwapView;
  name: string;
}

/**
 * The order's exchanges, oldest first: each with its payment and fulfilment status, the items
 * coming back (and its return's status), the new items, the difference in the order's currency
 * and how it stands, the payment link while the customer has not paid, and its parcels. Register
 * one while the order is captured and something fulfilled is left to send back; settle the
 * difference (capture or refund), fulfil, ship, receive the return or cancel, as each allows.
 */
export function SwapsSection({ order }: { order: OrderView }) {
  const { t } = useTranslation('swaps');
  const format = useOrderFormat();
  const money = (amount: number) => format.money(amount, order.currency_code);
  const [registering, setRegistering] = useState(false);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [fulfilling, setFulfilling] = useState<Named | null>(null);
  const [shipping, setShipping] = useState<(Named & { fulfillmentId: string }) | null>(null);
  const [receiving, setReceiving] = useState<Named | null>(null);
  const swaps = order.swaps ?? [];
  const registrable = canRegisterExchange(order);
  const done = (message: string) => () => {
    toast.success(message);
    setAsking(null);
  };
  const settle = useAdminProcessSwapPayment(order.id, {
    onSuccess: done(
      asking?.kind === 'capture'
        ? t('section.captured', { name: asking.name })
        : t('section.refunded', { name: asking?.name ?? '' }),
    ),
  });
  const cancel = useAdminCancelSwap(order.id, {
    onSuccess: done(t('section.canceled', { name: asking?.name ?? '' })),
  });
  const cancelParcel = useAdminCancelSwapFulfillment(order.id, {
    onSuccess: done(t('section.parcelCanceled', { name: asking?.name ?? '' })),
  });
  const current =
    asking?.kind === 'cancel' ? cancel : asking?.kind === 'cancelParcel' ? cancelParcel : settle;
  const ask = (next: Asking) => {
    settle.reset();
    cancel.reset();
    cancelParcel.reset();
    setAsking(next);
  };
  const amount = asking ? money(Math.abs(asking.swap.difference_due ?? 0)) : '';

  return (
    <Section
      title={t('section.title')}
      description={registrable ? undefined : t('section.cannotRegister')}
      actions={
        <UiButton variant="secondary" disabled={!registrable} onClick={() => setRegistering(true)}>
          {t('section.register')}
        </UiButton>
      }
    >
      {swaps.length === 0 ? (
        <p className="text-sm text-slate-600">{t('section.none')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {swaps.map((swap, index) => {
            const name = t('section.name', { number: index + 1 });
            return (
              <SwapCard
                key={swap.id}
                order={order}
                swap={swap}
                name={name}
                onSettle={(kind) => ask({ kind, swap, name })}
                onFulfil={() => setFulfilling({ swap, name })}
                onShip={(fulfillmentId, parcel) =>
                  setShipping({ swap, name: parcel, fulfillmentId })
                }
                onCancelParcel={(fulfillmentId) =>
                  ask({ kind: 'cancelParcel', swap, name, fulfillmentId })
                }
                onReceive={() => setReceiving({ swap, name })}
                onCancel={() => ask({ kind: 'cancel', swap, name })}
              />
            );
          })}
        </ul>
      )}
      {registering && <RegisterExchangeModal order={order} onClose={() => setRegistering(false)} />}
      {fulfilling && (
        <FulfilSwapModal
          orderId={order.id}
          swap={fulfilling.swap}
          name={fulfilling.name}
          onClose={() => setFulfilling(null)}
        />
      )}
      {shipping && (
        <ShipModal
          orderId={order.id}
          swapId={shipping.swap.id}
          fulfillmentId={shipping.fulfillmentId}
          name={shipping.name}
          onClose={() => setShipping(null)}
        />
      )}
      {receiving?.swap.return_order && (
        <ReceiveReturnModal
          order={order}
          entry={receiving.swap.return_order}
          name={t('section.returnOf', { name: receiving.name })}
          onClose={() => setReceiving(null)}
        />
      )}
      <Dialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        variant={
          asking?.kind === 'cancel' || asking?.kind === 'cancelParcel' ? 'danger' : 'primary'
        }
        title={asking ? t(`confirm.${asking.kind}.title`, { name: asking.name, amount }) : ''}
        description={asking ? t(`confirm.${asking.kind}.text`, { amount }) : ''}
        confirmLabel={asking ? t(`confirm.${asking.kind}.confirm`) : ''}
        cancelLabel={t('confirm.keep')}
        isLoading={current.isPending}
        error={current.error ? getErrorMessage(current.error) : undefined}
        onConfirm={() => {
          if (!asking) return;
          if (asking.kind === 'cancel') cancel.mutate(asking.swap.id);
          else if (asking.kind === 'cancelParcel') {
            cancelParcel.mutate({ swap_id: asking.swap.id, fulfillment_id: asking.fulfillmentId });
          } else settle.mutate(asking.swap.id);
        }}
      />
    </Section>
  );
}

interface SwapCardProps {
  order: OrderView;
  swap: SwapView;
  name: string;
  onSettle: (kind: 'capture' | 'refund') => void;
  onFulfil: () => void;
  onShip: (fulfillmentId: string, parcel: string) => void;
  onCancelParcel: (fulfillmentId: string) => void;
  onReceive: () => void;
  onCancel: () => void;
}

function SwapCard({
  order,
  swap,
  name,
  onSettle,
  onFulfil,
  onShip,
  onCancelParcel,
  onReceive,
  onCancel,
}: SwapCardProps) {
  const { t } = useTranslation('swaps');
  const format = useOrderFormat();
  const money = (amount: number) => format.money(amount, order.currency_code);
  const canceled = swap.canceled_at !== null;
  const settlement = settlementOf(swap);
  const back = swap.return_order?.items ?? [];
  const titleOf = (id: string) => order.items.find((item) => item.id === id)?.title ?? id;
  const method = swap.shipping_methods[0];
  const returnShipping = swap.return_order?.shipping_method ?? null;

  return (
    <li
      aria-label={name}
      className={`rounded-lg border border-slate-200 p-3 text-sm ${canceled ? 'bg-slate-50 text-slate-500' : ''}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium text-slate-900">
            {name}
            <SwapPaymentBadge status={swap.payment_status} />
            {/* A canceled exchange is canceled on both counts: one badge says it. */}
            {!canceled && <SwapFulfillmentBadge status={swap.fulfillment_status} />}
          </p>
          <p className="text-slate-500">
            {canceled
              ? t('section.canceledOn', { date: format.dateTime(swap.canceled_at!) })
              : t('section.created', { date: format.dateTime(swap.created_at) })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {settlement && (
            <UiButton
              variant="primary"
              className="px-3 py-1.5"
              onClick={() => onSettle(settlement)}
            >
              {settlement === 'capture' ? t('section.capture') : t('section.refund')}
            </UiButton>
          )}
          {canFulfilSwap(swap) && (
            <UiButton variant="secondary" className="px-3 py-1.5" onClick={onFulfil}>
              {t('section.fulfil')}
            </UiButton>
          )}
          {canReceiveSwapReturn(swap) && (
            <UiButton variant="secondary" className="px-3 py-1.5" onClick={onReceive}>
              {t('section.receive')}
            </UiButton>
          )}
          {canCancelSwap(swap) && (
            <UiButton variant="ghost" className="px-3 py-1.5" onClick={onCancel}>
              {t('section.cancel')}
            </UiButton>
          )}
        </div>
      </div>

      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
            {t('section.back')}
            {swap.return_order && <ReturnStatusBadge status={swap.return_order.status} />}
          </p>
          <ul className="mt-1 flex flex-col gap-1">
            {back.map((item) => (
              <li key={item.item_id}>
                <div className="flex justify-between gap-3">
                  <span className="min-w-0 break-words">{titleOf(item.item_id)}</span>
                  <span className="shrink-0 tabular-nums">×{item.quantity}</span>
                </div>
                {item.reason && (
                  <p className="text-xs break-words text-slate-500">
                    {t('section.lineReason', { reason: item.reason.label })}
                  </p>
                )}
                {item.note && (
                  <p className="text-xs break-words whitespace-pre-line text-slate-500">
                    {t('section.lineNote', { note: item.note })}
                  </p>
                )}
              </li>
            ))}
          </ul>
          {returnShipping && (
            <p className="mt-1 text-slate-600">
              {t('section.returnShipping', { amount: money(returnShipping.price) })}
            </p>
          )}
        </div>
        <div className="min-w-0">
          <p className="font-medium text-slate-900">{t('section.out')}</p>
          {swap.additional_items.length === 0 ? (
            <p className="mt-1 text-slate-500">{t('section.noNewItems')}</p>
          ) : (
            <ul className="mt-1 flex flex-col gap-1">
              {swap.additional_items.map((line) => (
                <li key={line.id} className="flex justify-between gap-3">
                  <span className="min-w-0 break-words">
                    {line.title}
                    {line.description && (
                      <span className="text-slate-500">{` · ${line.description}`}</span>
                    )}
                  </span>
                  <span className="shrink-0 tabular-nums">
                    {t('section.linePrice', {
                      quantity: line.quantity,
                      price: money(line.unit_price),
                    })}
                  </span>
                </li>
              ))}
            </ul>
          )}
          {method && (
            <p className="mt-1 text-slate-600">
              {method.shipping_option?.name
                ? t('section.shippingNamed', {
                    name: method.shipping_option.name,
                    amount: money(method.price),
                  })
                : t('section.shipping', { amount: money(method.price) })}
            </p>
          )}
        </div>
      </div>

      {!canceled && <DifferenceLine order={order} swap={swap} />}

      {swap.fulfillments.length > 0 && (
        <ul className="mt-3 flex flex-col gap-2 border-t border-slate-100 pt-3">
          {swap.fulfillments.map((fulfillment, index) => {
            const parcel = t('section.parcel', { number: index + 1, name });
            const links = fulfillment.tracking_links ?? [];
            const numbers =
              links.length > 0
                ? links.map((link) => link.tracking_number)
                : (fulfillment.tracking_numbers ?? []);
            return (
              <li
                key={fulfillment.id}
                aria-label={parcel}
                className="flex flex-wrap items-start justify-between gap-2"
              >
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">
                    {t('section.parcelShort', { number: index + 1 })}{' '}
                    <span className="font-normal text-slate-600">
                      {fulfillment.canceled_at
                        ? t('section.parcelState.canceled')
                        : fulfillment.shipped_at
                          ? t('section.parcelState.shipped', {
                              date: format.dateTime(fulfillment.shipped_at),
                            })
                          : t('section.parcelState.notShipped')}
                    </span>
                  </p>
                  {numbers.length > 0 && (
                    <p className="break-words text-slate-600">
                      {t('section.tracking', { numbers: numbers.join(', ') })}
                    </p>
                  )}
                </div>
                {isOpenFulfillment(fulfillment) && !canceled && (
                  <div className="flex flex-wrap gap-2">
                    <UiButton
                      variant="secondary"
                      className="px-3 py-1.5"
                      onClick={() => onShip(fulfillment.id, parcel)}
                    >
                      {t('section.ship')}
                    </UiButton>
                    <UiButton
                      variant="ghost"
                      className="px-3 py-1.5"
                      onClick={() => onCancelParcel(fulfillment.id)}
                    >
                      {t('section.cancelParcel')}
                    </UiButton>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
}

/**
 * What the exchange costs and how it stands: waiting for the customer to pay (with the link to
 * send them), to capture or refund, captured or refunded, or even.
 */
function DifferenceLine({ order, swap }: { order: OrderView; swap: SwapView }) {
  const { t } = useTranslation('swaps');
  const format = useOrderFormat();
  const store = useAdminStore();

  if (awaitsCustomer(swap)) {
    // The store's own link, else its hosted shop's exchange page (as the customer's mail has).
    const shop = store.data?.store.storefront_urls.shop_url;
    const template =
      store.data?.store.swap_link_template || (shop ? `${shop}/exchange/{cart_id}` : null);
    const link = paymentLinkOf(template, swap.cart_id);
    return (
      <div className="mt-3 flex flex-col gap-1 rounded-md bg-amber-50 p-2 text-amber-900">
        <p className="font-medium">{t('section.waiting')}</p>
        {link ? (
          <div className="flex flex-col gap-1">
            <span>{t('section.paymentLink')}</span>
            <div className="flex min-w-0 items-center gap-2">
              <a
                href={link}
                target="_blank"
                rel="noreferrer"
                dir="ltr"
                title={link}
                className="min-w-0 flex-1 truncate rounded border border-amber-200 bg-white px-2 py-1 font-mono text-xs text-slate-900 underline-offset-2 hover:underline"
              >
                {link}
              </a>
              <UiButton
                variant="secondary"
                className="shrink-0 px-2 py-1"
                onClick={() => {
                  void navigator.clipboard
                    ?.writeText(link)
                    .then(() => toast.success(t('section.linkCopied')));
                }}
              >
                {t('section.copyLink')}
              </UiButton>
            </div>
          </div>
        ) : store.isSuccess ? (
          <p>
            {t('section.noTemplate')}{' '}
            <Link
              to="/a/settings/store-details"
              className="font-medium underline underline-offset-2"
            >
              {t('section.openSettings')}
            </Link>
          </p>
        ) : null}
      </div>
    );
  }

  const due = swap.difference_due ?? 0;
  const amount = format.money(Math.abs(due), order.currency_code);
  const settled = isSettled(swap);
  return (
    <div className="mt-3 flex flex-col gap-0.5">
      <p className="font-medium text-slate-900" data-testid="swap-difference">
        {due > 0
          ? settled
            ? t('section.difference.captured', { amount })
            : t('section.difference.pays', { amount })
          : due < 0
            ? settled
              ? t('section.difference.refunded', { amount })
              : t('section.difference.getsBack', { amount })
            : t('section.difference.none')}
      </p>
      {swap.payment_status === 'requires_action' && (
        <p className="text-amber-800">{t('section.settleFailed')}</p>
      )}
    </div>
  );
}
