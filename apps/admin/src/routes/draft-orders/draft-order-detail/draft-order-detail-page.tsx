import { useAdminDraftOrder } from '@storedesk/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DetailPage } from '@/components/detail/detail-page';
import { Page } from '@/shell/page';
import { useOrderFormat } from '@/routes/orders/common/format';
import { DraftStatus } from '../common/draft-status';
import { draftView } from '../common/draft-view';
import { DraftActions } from './components/draft-actions';
import { DraftCustomerSection } from './components/draft-customer-section';
import { DraftItemsSection } from './components/draft-items-section';

/**
 * `/a/draft-orders/:id`: one draft order. Its lines (quantities, remove, add) and totals, the
 * customer, addresses and shipping; Mark as paid turns it into an order and opens that order,
 * Delete removes it. A completed draft links to its order.
 */
export function DraftOrderDetailPage() {
  const { t } = useTranslation('draftOrders');
  const format = useOrderFormat();
  const id = useParams().id!;
  const query = useAdminDraftOrder(id);
  const back = { to: '/a/draft-orders', label: t('detail.back') };

  return (
    <DetailPage query={query} back={back} loading={t('detail.loading')}>
      {(data) => {
        const draft = draftView(data.draft_order);
        return (
          <Page
            title={t('number', { number: draft.display_id })}
            subtitle={
              <span className="flex flex-wrap items-center gap-2">
                <span>{t('detail.created', { date: format.dateTime(draft.created_at) })}</span>
                <DraftStatus draft={draft} link={false} />
              </span>
            }
            back={back}
            actions={<DraftActions draft={draft} />}
          >
            <div className="grid gap-6 lg:grid-cols-3">
              <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
                <DraftItemsSection draft={draft} />
              </div>
              <div className="flex min-w-0 flex-col gap-6">
                <DraftCustomerSection draft={draft} />
              </div>
            </div>
          </Page>
        );
      }}
    </DetailPage>
  );
}
