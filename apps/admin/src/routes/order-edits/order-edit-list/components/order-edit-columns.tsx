import type { OrderEdit } from '@storedesk/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RowLink } from '@/components/data-table/row-link';
import { useOrderFormat } from '@/routes/orders/common/format';
import { OrderEditStatusBadge } from '../../common/order-edit-badges';
import { changeCounts, differenceKind } from '../../common/order-edit-rules';

const column = createColumnHelper<OrderEdit>();

/** What the list knows of an edit's order: its number and currency. */
export interface EditedOrder {
  display_id: number;
  currency_code: string;
}

/** Where an edit's row leads: its order, where edits are made, sent and confirmed. */
export const orderEditHref = (edit: OrderEdit) => `/a/orders/${edit.order_id}`;

/**
 * The order edit table's columns: its order's number (to the order's page) with the edit's id
 * under it, its status, how many lines it adds, changes and removes, the difference in the order's
 * currency while it is open (who pays whom; once confirmed the order's total is the edit's) and
 * when it was made. On a phone a card shows the order number, status, difference and date.
 */
export function useOrderEditColumns(orders: ReadonlyMap<string, EditedOrder>) {
  const { t } = useTranslation('orderEdits');
  const format = useOrderFormat();
  return useMemo(() => {
    const none = <span className="text-slate-400">{t('list.noValue')}</span>;
    const difference = (edit: OrderEdit) => {
      const order = orders.get(edit.order_id);
      if (!order || (edit.status !== 'created' && edit.status !== 'requested')) return none;
      const amount = format.money(Math.abs(edit.difference_due), order.currency_code);
      const kind = differenceKind(edit.difference_due);
      return kind === 'pays'
        ? t('list.pays', { amount })
        : kind === 'refund'
          ? t('list.refund', { amount })
          : t('list.even');
    };
    return [
      // The number is read in the cell: the orders arrive after the edits, and the table keeps
      // an accessor's value until the edits change.
      column.accessor('order_id', {
        id: 'order',
        header: t('list.columns.order'),
        cell: ({ row: { original } }) => {
          const number = orders.get(original.order_id)?.display_id ?? null;
          return (
            <div className="min-w-0">
              <RowLink to={orderEditHref(original)}>
                <span className="whitespace-nowrap">
                  {number === null ? original.order_id : t('list.number', { number })}
                </span>
              </RowLink>
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
      column.accessor('status', {
        header: t('list.columns.status'),
        cell: ({ getValue }) => <OrderEditStatusBadge status={getValue()} />,
        meta: { card: 'status' },
      }),
      column.display({
        id: 'changes',
        header: t('list.columns.changes'),
        cell: ({ row: { original } }) => {
          const counts = changeCounts(original);
          const parts = [
            counts.added > 0 ? t('list.added', { count: counts.added }) : null,
            counts.updated > 0 ? t('list.updated', { count: counts.updated }) : null,
            counts.removed > 0 ? t('list.removed', { count: counts.removed }) : null,
          ].filter((part): part is string => part !== null);
          return parts.length === 0 ? (
            <span className="text-slate-500">{t('list.noChanges')}</span>
          ) : (
            <span className="flex flex-col whitespace-nowrap">
              {parts.map((part) => (
                <span key={part}>{part}</span>
              ))}
            </span>
          );
        },
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
  }, [t, format, orders]);
}
