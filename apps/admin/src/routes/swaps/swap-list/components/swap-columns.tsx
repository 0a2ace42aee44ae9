import type { SwapWithOrder } from '@storedesk/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RowLink } from '@/components/data-table/row-link';
import { useOrderFormat } from '@/routes/orders/common/format';
import { SwapFulfillmentBadge, SwapPaymentBadge } from '../../common/swap-badges';

const column = createColumnHelper<SwapWithOrder>();

/** Where an exchange's row leads: its order, where it is settled, fulfilled and shipped. */
export const swapHref = (entry: SwapWithOrder) => `/a/orders/${entry.order_id}`;

/** How many items come back (what the exchange's return names). */
export const backCount = (entry: SwapWithOrder) =>
  ((entry.return_order?.items as { quantity: number }[] | undefined) ?? []).reduce(
    (sum, item) => sum + item.quantity,
    0,
  );

/** How many new items go out. */
export const outCount = (entry: SwapWithOrder) =>
  entry.additional_items.reduce((sum, item) => sum + item.quantity, 0);

/**
 * The exchange table's columns: its order's number (to the order's page) with the exchange's
 * id under it, the customer's email, payment and fulfilment status together, how many items
 * come back and go out, the difference in the order's currency (who pays whom) and when it was
 * made. On a phone a card shows the order number and id, email and date, the two statuses and
 * the difference.
 */
export function useSwapColumns() {
  const { t } = useTranslation('swaps');
  const format = useOrderFormat();
  return useMemo(() => {
    const none = <span className="text-slate-400">{t('list.noValue')}</span>;
    const difference = (entry: SwapWithOrder) => {
      if (entry.canceled_at || !entry.order) return none;
      if (entry.difference_due === null) {
        return <span className="text-amber-800">{t('list.awaitingPayment')}</span>;
      }
      const amount = format.money(Math.abs(entry.difference_due), entry.order.currency_code);
      if (entry.difference_due > 0) return t('list.customerPays', { amount });
      if (entry.difference_due < 0) return t('list.customerGetsBack', { amount });
      return t('list.even');
    };
    return [
      column.accessor((entry) => entry.order?.display_id ?? null, {
        id: 'order',
        header: t('list.columns.order'),
        cell: ({ row: { original }, getValue }) => {
          const number = getValue();
          return (
            <div className="min-w-0">
              {number === null ? (
                none
              ) : (
                <RowLink to={swapHref(original)}>
                  <span className="whitespace-nowrap">{t('list.number', { number })}</span>
                </RowLink>
              )}
              <span
                dir="ltr"
                className="block max-w-32 truncate font-mono text-xs text-slate-500 rtl:text-right"
                title={original.id}
              >
                {original.id}
              </span>
            </div>
          );
        },
        meta: { card: 'title' },
      }),
      column.accessor((entry) => entry.order?.email ?? '', {
        id: 'email',
        header: t('list.columns.email'),
        cell: ({ getValue }) =>
          getValue() ? (
            <span dir="ltr" className="block max-w-48 truncate rtl:text-right" title={getValue()}>
              {getValue()}
            </span>
          ) : (
            none
          ),
        meta: { card: 'detail' },
      }),
      column.accessor('payment_status', {
        id: 'status',
        header: t('list.columns.status'),
        cell: ({ row: { original } }) => (
          <span className="flex flex-col items-start gap-1">
            <SwapPaymentBadge status={original.payment_status} />
            {/* A canceled exchange is canceled on both counts: one badge says it. */}
            {!original.canceled_at && <SwapFulfillmentBadge status={original.fulfillment_status} />}
          </span>
        ),
        meta: { card: 'status' },
      }),
      column.display({
        id: 'items',
        header: t('list.columns.items'),
        cell: ({ row: { original } }) => (
          <span className="flex flex-col whitespace-nowrap">
            <span>{t('list.back', { count: backCount(original) })}</span>
            <span>{t('list.out', { count: outCount(original) })}</span>
          </span>
        ),
      }),
      column.accessor('difference_due', {
        header: t('list.columns.difference'),
        cell: ({ row: { original } }) => (
          <span className="whitespace-nowrap">{difference(original)}</span>
        ),
        meta: { card: 'figure', align: 'end' },
      }),
      column.accessor('created_at', {
        header: t('list.columns.created'),
        cell: ({ getValue }) => (
          <span className="whitespace-nowrap">{format.date(getValue())}</span>
        ),
        meta: { card: 'detail' },
      }),
    ];
  }, [t, format]);
}
