import { useAdminDeletePriceList, useAdminPriceList } from '@storedesk/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button } from '@/components/button';
import { DeleteAction, useLeaveOnDelete } from '@/components/detail/delete-action';
import { DetailList } from '@/components/detail/detail-list';
import { DetailPage } from '@/components/detail/detail-page';
import { Section } from '@/components/detail/section';
import { Page } from '@/shell/page';
import { PriceListStatusBadge, useFormatListDate } from '../common/price-list-badges';
import { EditDetailsModal } from './components/edit-details-modal';
import { PriceListPrices } from './components/price-list-prices';

/** `/a/pricing/:id`: a price list's details (edited in a focus modal), its price grid, delete. */
export function PriceListDetailPage() {
  const { t } = useTranslation('pricing');
  const { id = '' } = useParams();
  const list = useAdminPriceList(id);
  const formatDate = useFormatListDate();
  const [editing, setEditing] = useState(false);
  const back = { to: '/a/pricing', label: t('detail.back') };
  const remove = useAdminDeletePriceList(
    id,
    useLeaveOnDelete(back.to, () =>
      t('detail.deleted', { name: list.data?.price_list.name ?? '' }),
    ),
  );

  return (
    <DetailPage query={list} back={back} loading={t('detail.loading')}>
      {({ price_list: priceList }) => (
        <Page
          title={priceList.name}
          subtitle={t('detail.subtitle')}
          back={back}
          actions={
            <div className="flex gap-2">
              <Button variant="secondary" onClick={() => setEditing(true)}>
                {t('detail.edit')}
              </Button>
              <DeleteAction
                mutation={remove}
                label={t('detail.delete')}
                title={t('detail.deleteTitle', { name: priceList.name })}
                description={t('detail.deleteText')}
                confirmLabel={t('detail.deleteConfirm')}
              />
            </div>
          }
        >
          <Section title={t('detail.details')}>
            <DetailList
              items={[
                [t('fields.type'), t(`type.${priceList.type}`)],
                [t('fields.status'), <PriceListStatusBadge status={priceList.status} />],
                [t('fields.startsAt'), formatDate(priceList.starts_at)],
                [t('fields.endsAt'), formatDate(priceList.ends_at)],
                [t('fields.description'), priceList.description || t('summary.noDescription')],
              ]}
            />
          </Section>
          <PriceListPrices priceList={priceList} />
          <EditDetailsModal
            key={priceList.updated_at}
            open={editing}
            onClose={() => setEditing(false)}
            priceList={priceList}
          />
        </Page>
      )}
    </DetailPage>
  );
}
