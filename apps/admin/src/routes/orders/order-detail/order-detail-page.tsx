import { useAdminOrder } from '@storedesk/react';
import { useTranslation } from 'react-i18next';
import { Outlet, useParams } from 'react-router';
import { DetailPage } from '@/components/detail/detail-page';
import { Page } from '@/shell/page';
import { useOrderFormat } from '../common/format';
import { orderView } from '../common/order-view';
import { ClaimsSection } from './components/claims-section';
import { CustomerSection } from './components/customer-section';
import { FulfillmentSection } from './components/fulfillment-section';
import { ItemsSection } from './components/items-section';
import { NotificationsSection } from './components/notifications-section';
import { OrderActions } from './components/order-actions';
import { OrderEditSection } from './components/order-edit-section';
import { PaymentSection } from './components/payment-section';
import { ReturnsSection } from './components/returns-section';
import { SummarySection } from './components/summary-section';
import { SwapsSection } from './components/swaps-section';
import { TimelineSection } from './components/timeline-section';

/**
 * `/a/orders/:id`: one order. Its summary, lines and totals, payment (capture, refund),
 * fulfilments (create, ship, cancel), returns (request, receive, cancel), exchanges (register,
 * settle, fulfil, ship, receive, cancel), claims (register, fulfil, ship, receive, cancel),
 * customer and addresses (edit: the `edit` child route), the timeline with notes, and the mail
 * it sent (resend); register an exchange or a claim, complete, cancel and archive in a menu.
 */
export function OrderDetailPage() {
  const { t } = useTranslation('orders');
  const format = useOrderFormat();
  const id = useParams().id!;
  const query = useAdminOrder(id);
  const back = { to: '/a/orders', label: t('detail.back') };

  return (
    <DetailPage query={query} back={back} loading={t('detail.loading')}>
      {(data) => {
        const order = orderView(data.order);
        return (
          <Page
            title={t('number', { number: order.display_id })}
            subtitle={t('detail.placed', { date: format.dateTime(order.created_at) })}
            back={back}
            actions={<OrderActions order={order} />}
          >
            <div className="grid gap-6 lg:grid-cols-3">
              <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
                <SummarySection order={order} />
                <ItemsSection order={order} />
                <PaymentSection order={order} />
                <FulfillmentSection order={order} />
                <ReturnsSection order={order} />
                <SwapsSection order={order} />
                <ClaimsSection order={order} />
                <OrderEditSection order={order} />
                <TimelineSection order={order} />
              </div>
              <div className="flex min-w-0 flex-col gap-6">
                <CustomerSection order={order} />
                <NotificationsSection order={order} />
              </div>
            </div>
            <Outlet />
          </Page>
        );
      }}
    </DetailPage>
  );
}
