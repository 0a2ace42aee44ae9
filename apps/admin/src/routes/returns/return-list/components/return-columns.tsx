import type { ReturnWithOrder } from '@storedesk/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RowLink } from '@/components/data-table/row-link';
import { useOrderFormat } from '@/routes/orders/common/format';
import { ReturnStatusBadge } from '../../common/return-status-badge';

const column = createColumnHelper<ReturnWithOrder>();

/** Where a return's row leads: its order, where it is received or canceled. */
export const returnHref = (entry: ReturnWithOrder) => `/a/orders/${entry.order_id ?? ''}`;

/** How many items a return names (what arrived, once received). */
export const itemCount = (entry: ReturnWithOrder) =>
  entry.items.reduce((sum, item) => sum + item.quantity, 0);

/**
 * The return table's columns: the return's id, its order's number (to the order's page), the
 * customer's email, status, how many items, the refund in the order's currency and when it was
 * asked for. On a phone a card shows the order number, id, email and date, the status and the
 * refund.
 */
export function useReturnColumns() {
  const { t } = useTranslation('returns');
  const format = useOrderFormat();
  return useMemo(() => {
    const none = <span className="text-slate-400">{t('list.noValue')}</span>;
    return [
      column.accessor('id', {
        header: t('list.columns.id'),
        cell: ({ getValue }) => (
          <span
            dir="ltr"
            className="block max-w-44 truncate font-mono text-xs rtl:text-right"
            title={getValue()}
          >
            {getValue()}
          </span>
        ),
        meta: { card: 'detail' },
      }),
      column.accessor((entry) => entry.order?.display_id ?? null, {
        id: 'order',
        header: t('list.columns.order'),
        cell: ({ row: { original }, getValue }) => {
          const number = getValue();
          return number === null ? (
            none
          ) : (
            <RowLink to={returnHref(original)}>
              <span className="whitespace-nowrap">{t('list.number', { number })}</span>
            </RowLink>
          );
        },
        meta: { card: 'title' },
      }),
      column.accessor((entry) => entry.order?.email ?? '', {
        id: 'email',
        header: t('list.columns.email'),
        cell: ({ getValue }) =>
          getValue() ? (
            <span dir="ltr" className="block max-w-56 truncate rtl:text-right" title={getValue()}>
              {getValue()}
            </span>
          ) : (
            none
          ),
        meta: { card: 'detail' },
      }),
      column.accessor('status', {
        header: t('list.columns.status'),
        cell: ({ getValue }) => <ReturnStatusBadge status={getValue()} />,
        meta: { card: 'status' },
      }),
      column.accessor(itemCount, {
        id: 'items',
        header: t('list.columns.items'),
        cell: ({ getValue }) => (
          <span className="whitespace-nowrap">{t('list.items', { count: getValue() })}</span>
        ),
      }),
      column.accessor('refund_amount', {
        header: t('list.columns.refund'),
        // A canceled return refunds nothing.
        cell: ({ row: { original } }) =>
          original.order && original.status !== 'canceled' ? (
            <span className="whitespace-nowrap">
              {format.money(original.refund_amount, original.order.currency_code)}
            </span>
          ) : (
            none
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
