import type { ClaimWithOrder } from '@storedesk/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RowLink } from '@/components/data-table/row-link';
import { useOrderFormat } from '@/routes/orders/common/format';
import {
  ClaimFulfillmentBadge,
  ClaimPaymentBadge,
  ClaimTypeBadge,
} from '../../common/claim-badges';
import { claimedCount, replacementCount } from '../../common/claim-view';

const column = createColumnHelper<ClaimWithOrder>();

/** Where a claim's row leads: its order, where it is fulfilled, shipped and canceled. */
export const claimHref = (entry: ClaimWithOrder) => `/a/orders/${entry.order_id}`;

/**
 * The claim table's columns: its order's number (to the order's page) with the claim's id under
 * it, the customer's email, the type, how many units are claimed and how many replacements go
 * out, the refund in the order's currency, the status and when it was made. The status is the
 * one that applies, payment or fulfilment: a refund sends nothing (its fulfilment status never
 * moves) and a replacement refunds nothing (its payment status is always `na`), so one column
 * says all and the table fits beside the sidebar. A replacement's refund is a dash in the table
 * and left out of the phone's card, which shows the order number and id, email, type and date,
 * the status and the refund.
 */
export function useClaimColumns() {
  const { t } = useTranslation('claims');
  const format = useOrderFormat();
  return useMemo(() => {
    const none = <span className="text-slate-400">{t('list.noValue')}</span>;
    /** A dash in the table, nothing on a card (a replacement's refund). */
    const notApplicable = (
      <span className="text-slate-400 max-md:hidden" title={t('list.notApplicable')}>
        {t('list.noValue')}
      </span>
    );
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
                <RowLink to={claimHref(original)}>
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
        header: t('list.columns.customer'),
        cell: ({ getValue }) =>
          getValue() ? (
            <span dir="ltr" className="block max-w-40 truncate rtl:text-right" title={getValue()}>
              {getValue()}
            </span>
          ) : (
            none
          ),
        meta: { card: 'detail' },
      }),
      column.accessor('type', {
        header: t('list.columns.type'),
        cell: ({ getValue }) => <ClaimTypeBadge type={getValue()} />,
        meta: { card: 'detail' },
      }),
      column.display({
        id: 'items',
        header: t('list.columns.items'),
        cell: ({ row: { original } }) => (
          <span className="flex flex-col whitespace-nowrap">
            <span>{t('list.claimed', { count: claimedCount(original) })}</span>
            {original.type === 'replace' && (
              <span>{t('list.replacements', { count: replacementCount(original) })}</span>
            )}
          </span>
        ),
      }),
      column.accessor('refund_amount', {
        header: t('list.columns.refund'),
        cell: ({ row: { original } }) =>
          original.type === 'refund' && original.order && original.refund_amount !== null ? (
            <span className="whitespace-nowrap tabular-nums">
              {format.money(original.refund_amount, original.order.currency_code)}
            </span>
          ) : (
            notApplicable
          ),
        meta: { card: 'figure', align: 'end' },
      }),
      column.accessor('payment_status', {
        id: 'status',
        header: t('list.columns.status'),
        // The one status that applies: a refund's money, a replacement's parcels; a canceled
        // claim is canceled on every count.
        cell: ({ row: { original } }) =>
          original.canceled_at ? (
            <ClaimFulfillmentBadge status="canceled" />
          ) : original.type === 'refund' ? (
            <ClaimPaymentBadge status={original.payment_status} />
          ) : (
            <ClaimFulfillmentBadge status={original.fulfillment_status} />
          ),
        meta: { card: 'status' },
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
