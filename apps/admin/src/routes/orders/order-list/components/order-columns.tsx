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
import { customerName, type OrderListRow } from '../../common/order-view';

const column = createColumnHelper<OrderListRow>();

/** Columns hidden until the user shows them (the customer cell already shows the email). */
export const HIDDEN_BY_DEFAULT = { email: false };

/**
 * The order table's columns: number (to the order's page, with the order's status unless it is
 * open), date, customer (name and email), email, payment, fulfilment, total and sales channel;
 * the number, date, email and total sort on the server. On a phone a card shows the number, the
 * date and customer, both statuses and the total.
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
          <div className="flex flex-col items-start gap-1">
            <RowLink to={`/a/orders/${original.id}`}>
              <span className="whitespace-nowrap">
                {t('list.number', { number: original.display_id })}
              </span>
            </RowLink>
            {original.status !== 'pending' && <OrderStatusBadge status={original.status} />}
          </div>
        ),
        meta: { card: 'title' },
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
      column.accessor((order) => customerName(order), {
        id: 'customer',
        header: t('list.columns.customer'),
        cell: ({ row: { original }, getValue }) => (
          <div className="max-w-36 min-w-0">
            <p className="truncate text-slate-900" title={getValue() || original.email}>
              {getValue() || original.email}
            </p>
            {getValue() && (
              <p className="truncate text-xs text-slate-500" title={original.email}>
                {original.email}
              </p>
            )}
          </div>
        ),
        meta: { card: 'detail' },
      }),
      column.accessor('email', {
        header: t('list.columns.email'),
        enableSorting: true,
        cell: ({ getValue }) => (
          <span className="block max-w-56 truncate" title={getValue()}>
            {getValue()}
          </span>
        ),
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
      column.accessor((order) => order.sales_channel?.name ?? null, {
        id: 'sales_channel',
        header: t('list.columns.salesChannel'),
        cell: ({ getValue }) => {
          const name = getValue();
          return name ? (
            <span className="block max-w-28 truncate" title={name}>
              {name}
            </span>
          ) : (
            none(t('list.noValue'))
          );
        },
      }),
    ];
  }, [t, format]);
}
