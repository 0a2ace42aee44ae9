import {
  CUSTOMER_ORDERS_LIMIT,
  type AdminCustomer,
  type AdminCustomerOrder,
} from '@storedesk/contract';
import { formatAmount } from '@storedesk/react';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@/components/badge';
import { RowLink } from '@/components/data-table/row-link';
import { TableSection } from '@/components/detail/table-section';

const PAYMENT_TONES: Record<AdminCustomerOrder['payment_status'], BadgeTone> = {
  not_paid: 'warning',
  awaiting: 'warning',
  captured: 'success',
  partially_refunded: 'info',
  refunded: 'neutral',
  canceled: 'neutral',
  requires_action: 'danger',
};

const FULFILLMENT_TONES: Record<AdminCustomerOrder['fulfillment_status'], BadgeTone> = {
  not_fulfilled: 'warning',
  partially_fulfilled: 'info',
  fulfilled: 'success',
  partially_shipped: 'info',
  shipped: 'success',
  partially_returned: 'info',
  returned: 'neutral',
  canceled: 'neutral',
  requires_action: 'danger',
};

const column = createColumnHelper<AdminCustomerOrder>();

/** The customer's orders, newest first, each linking to its order page. */
export function CustomerOrders({
  customer,
  query,
}: {
  customer: AdminCustomer;
  query: { isError: boolean; error: unknown; data?: unknown };
}) {
  const { t, i18n } = useTranslation('customers');
  const orders = customer.orders ?? [];
  const columns = useMemo(() => {
    const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
    return [
      column.accessor('display_id', {
        header: t('detail.columns.order'),
        cell: ({ row: { original } }) => (
          <RowLink to={`/a/orders/${original.id}`}>
            {t('detail.orderNumber', { number: original.display_id })}
          </RowLink>
        ),
        meta: { card: 'title', className: 'whitespace-nowrap' },
      }),
      column.accessor('created_at', {
        header: t('detail.columns.date'),
        cell: ({ getValue }) => (
          <time dateTime={getValue()}>{date.format(new Date(getValue()))}</time>
        ),
        meta: { card: 'detail', className: 'whitespace-nowrap' },
      }),
      column.accessor('payment_status', {
        header: t('detail.columns.payment'),
        cell: ({ getValue }) => (
          <Badge tone={PAYMENT_TONES[getValue()]}>{t(`payment.${getValue()}`)}</Badge>
        ),
        meta: { card: 'status' },
      }),
      column.accessor('fulfillment_status', {
        header: t('detail.columns.fulfillment'),
        cell: ({ getValue }) => (
          <Badge tone={FULFILLMENT_TONES[getValue()]}>{t(`fulfillment.${getValue()}`)}</Badge>
        ),
        meta: { card: 'detail' },
      }),
      column.accessor('total', {
        header: t('detail.columns.total'),
        cell: ({ row: { original } }) =>
          original.total === null
            ? '—'
            : formatAmount({
                amount: original.total,
                currency_code: original.currency_code,
                locale: i18n.language,
              }),
        meta: { card: 'figure', align: 'end', className: 'whitespace-nowrap tabular-nums' },
      }),
    ];
  }, [t, i18n.language]);

  return (
    <TableSection
      title={t('detail.orders')}
      description={
        orders.length >= CUSTOMER_ORDERS_LIMIT
          ? t('detail.ordersNewest', { limit: CUSTOMER_ORDERS_LIMIT })
          : t('detail.ordersCount', { count: orders.length })
      }
      query={query}
      rows={orders}
      columns={columns}
      rowHref={(order) => `/a/orders/${order.id}`}
      empty={t('detail.noOrders')}
    />
  );
}
