import { REFUND_REASONS, type RefundReason } from '@storedesk/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from '@/components/detail/section';
import { UiButton } from '@/components/ui/ui-button';
import { useOrderFormat } from '../../common/format';
import { PaymentStatusBadge } from '../../common/order-badges';
import {
  capturablePayment,
  refundableOf,
  type OrderPaymentView,
  type OrderView,
} from '../../common/order-view';
import { CaptureModal } from './capture-modal';
import { RefundModal } from './refund-modal';

const KNOWN_PROVIDERS = ['manual', 'test-card', 'stripe'] as const;

/**
 * The order's payment: each payment with what was authorised, captured and refunded (an
 * exchange's payment says which exchange, and is captured there), then the refunds with their
 * reason and note. Capture while a payment waits for it; refund while some of what was captured
 * is left.
 */
export function PaymentSection({ order }: { order: OrderView }) {
  const { t } = useTranslation('orders');
  const { t: swaps } = useTranslation('swaps');
  const exchangeOf = (swapId: string) =>
    swaps('section.paymentOf', {
      name: swaps('section.name', {
        number: (order.swaps ?? []).findIndex((swap) => swap.id === swapId) + 1,
      }),
    });
  const format = useOrderFormat();
  // The payment being captured is kept as it was when its dialog opened: once captured, the
  // order read again no longer offers it, and the dialog still closes itself.
  const [capturing, setCapturing] = useState<OrderPaymentView | null>(null);
  const [refunding, setRefunding] = useState(false);
  const money = (amount: number) => format.money(amount, order.currency_code);
  const pending = capturablePayment(order);
  const refundable = order.status !== 'archived' ? refundableOf(order) : 0;
  const provider = (id: string) =>
    (KNOWN_PROVIDERS as readonly string[]).includes(id)
      ? t(`detail.payment.providers.${id as (typeof KNOWN_PROVIDERS)[number]}`)
      : id;

  return (
    <Section
      title={t('detail.payment.title')}
      description={<PaymentStatusBadge status={order.payment_status} />}
      actions={
        <>
          {pending && (
            <UiButton variant="primary" onClick={() => setCapturing(pending)}>
              {t('detail.payment.capture')}
            </UiButton>
          )}
          {refundable > 0 && (
            <UiButton variant="secondary" onClick={() => setRefunding(true)}>
              {t('detail.payment.refund')}
            </UiButton>
          )}
        </>
      }
    >
      {order.payments.length === 0 ? (
        <p className="text-sm text-slate-600">{t('detail.payment.none')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {order.payments.map((payment) => (
            <li key={payment.id} className="rounded-lg border border-slate-200 p-3 text-sm">
              <p className="font-medium text-slate-900">
                {provider(payment.provider_id)}
                {payment.swap_id && (
                  <span className="font-normal text-slate-500">
                    {' · '}
                    {exchangeOf(payment.swap_id)}
                  </span>
                )}
              </p>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-600">
                <dt>{t('detail.payment.authorized')}</dt>
                <dd className="text-end tabular-nums">{money(payment.amount)}</dd>
                <dt>{t('detail.payment.captured')}</dt>
                <dd className="text-end tabular-nums">
                  {payment.captured_at
                    ? t('detail.payment.capturedOn', {
                        amount: money(payment.amount_captured ?? payment.amount),
                        date: format.dateTime(payment.captured_at),
                      })
                    : payment.canceled_at
                      ? t('detail.payment.canceledOn', {
                          date: format.dateTime(payment.canceled_at),
                        })
                      : t('detail.payment.notCaptured')}
                </dd>
                <dt>{t('detail.payment.refunded')}</dt>
                <dd className="text-end tabular-nums">{money(payment.amount_refunded)}</dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
      {order.refunds.length > 0 && (
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold text-slate-900">{t('detail.payment.refunds')}</h3>
          <ul className="divide-y divide-slate-100 text-sm">
            {order.refunds.map((refund) => (
              <li key={refund.id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
                <div className="min-w-0">
                  <p className="text-slate-900">
                    {t('detail.payment.refundLine', {
                      reason: (REFUND_REASONS as readonly string[]).includes(refund.reason)
                        ? t(`refundReason.${refund.reason as RefundReason}`)
                        : refund.reason,
                      date: format.dateTime(refund.created_at),
                    })}
                  </p>
                  {refund.note && (
                    <p className="break-words whitespace-pre-line text-slate-500">{refund.note}</p>
                  )}
                </div>
                <p className="font-medium text-slate-900 tabular-nums">{money(refund.amount)}</p>
              </li>
            ))}
          </ul>
        </div>
      )}
      {capturing && (
        <CaptureModal order={order} payment={capturing} onClose={() => setCapturing(null)} />
      )}
      {refunding && <RefundModal order={order} onClose={() => setRefunding(false)} />}
    </Section>
  );
}
