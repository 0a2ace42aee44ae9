import type { Order } from '@storedesk/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RowLink } from '@/components/data-table/row-link';
import { useOrderFormat } from '../../common/format';
import {
  FulfillmentStatusBadge,
  OrderStatusBadge,
  PaymentStatusBadge,
} from '../../common/order-badges';
import { customerName, orderView } from '../../common/order-view';

const column = createColumnHelper<Order>();

/**
 * The order table's columns: number (to the order's page), date, status, customer, email,
 * payment, fulfilment, total and sales channel; the number, date, total and email sort on the
 * server. On a phone a card shows the number, the customer and date, both statuses and the total.
 */
export function useOrderColumns() {
  const { t } = useTranslation('orders');
  const format = useOrderFormat();
  return useMemo(() => {
    const none = (text: string) => <span className="text-slate-400">{text}</span>;
    return [
      column.accessor('display_id', {
        header: t('list.columns.number'),
        enableSorting: true,
        enableHiding: false,
        cell: ({ row: { original } }) => (
          <RowLink to={`/a/orders/${original.id}`}>
            {t('number', { number: original.display_id })}
          </RowLink>
        ),
        meta: { card: 'title', className: 'whitespace-nowrap' },
      }),
      column.accessor('created_at', {
        id: 'created_at',
        header: t('list.columns.date'),
        enableSorting: true,
        cell: ({ getValue }) => (
          <span className="whitespace-nowrap">{format.date(getValue())}</span>
        ),
        meta: { card: 'detail' },
      }),
      column.accessor('status', {
        header: t('list.columns.status'),
        cell: ({ getValue }) => <OrderStatusBadge status={getValue()} />,
      }),
      column.accessor((order) => customerName(orderView(order)), {
        id: 'customer',
        header: t('list.columns.customer'),
        cell: ({ getValue }) => getValue() || none(t('list.noValue')),
        meta: { card: 'detail', className: 'max-w-48 truncate' },
      }),
      column.accessor('email', {
        header: t('list.columns.email'),
        enableSorting: true,
        cell: ({ getValue }) => <span className="break-all">{getValue()}</span>,
        meta: { className: 'max-w-56' },
      }),
      column.accessor('payment_status', {
        header: t('list.columns.payment'),
        cell: ({ getValue }) => <PaymentStatusBadge status={getValue()} />,
        meta: { card: 'status' },
      }),
      column.accessor('fulfillment_status', {
        header: t('list.columns.fulfillment'),
        cell: ({ getValue }) => <FulfillmentStatusBadge status={getValue()} />,
        meta: { card: 'status' },
      }),
      column.accessor('total', {
        header: t('list.columns.total'),
        enableSorting: true,
        cell: ({ row: { original } }) => (
          <span className="whitespace-nowrap">
            {format.money(original.total, original.currency_code)}
          </span>
        ),
        meta: { card: 'figure', align: 'end' },
      }),
      column.accessor((order) => orderView(order).sales_channel?.name ?? null, {
        id: 'sales_channel',
        header: t('list.columns.salesChannel'),
        cell: ({ getValue }) => getValue() ?? none(t('list.noValue')),
      }),
    ];
  }, [t, format]);
}
