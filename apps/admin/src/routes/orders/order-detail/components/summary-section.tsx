import { useTranslation } from 'react-i18next';
import { DetailList } from '@/components/detail/detail-list';
import { Section } from '@/components/detail/section';
import { useOrderFormat } from '../../common/format';
import {
  FulfillmentStatusBadge,
  OrderStatusBadge,
  PaymentStatusBadge,
} from '../../common/order-badges';
import { customerName, type OrderView } from '../../common/order-view';

/** The order at a glance: number, date, its three statuses, who ordered and where. */
export function SummarySection({ order }: { order: OrderView }) {
  const { t } = useTranslation('orders');
  const format = useOrderFormat();
  const none = <span className="text-slate-400">{t('detail.none')}</span>;
  return (
    <Section title={t('detail.summary.title')}>
      <DetailList
        items={[
          [t('detail.summary.number'), t('number', { number: order.display_id })],
          [t('detail.summary.date'), format.dateTime(order.created_at)],
          [
            t('detail.summary.status'),
            <span key="status" className="flex flex-wrap gap-1.5">
              <OrderStatusBadge status={order.status} />
              <PaymentStatusBadge status={order.payment_status} />
              <FulfillmentStatusBadge status={order.fulfillment_status} />
            </span>,
          ],
          [t('detail.summary.customer'), customerName(order) || none],
          [
            t('detail.summary.email'),
            <span key="email" className="break-all">
              {order.email}
            </span>,
          ],
          [t('detail.summary.salesChannel'), order.sales_channel?.name ?? none],
          [t('detail.summary.region'), order.region?.name ?? none],
        ]}
      />
    </Section>
  );
}
