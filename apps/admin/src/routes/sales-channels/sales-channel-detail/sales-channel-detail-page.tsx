import { useAdminDeleteSalesChannel, useAdminSalesChannel, useAdminStore } from '@storedesk/react';
import { useTranslation } from 'react-i18next';
import { Outlet, useParams } from 'react-router';
import { DeleteAction, useLeaveOnDelete } from '@/components/detail/delete-action';
import { DetailPage } from '@/components/detail/detail-page';
import { EditLink } from '@/components/detail/edit-link';
import { Section } from '@/components/detail/section';
import { Page } from '@/shell/page';
import { ChannelStatusBadge, DefaultChannelBadge } from '../common/channel-badges';
import { ChannelProducts } from './components/channel-products';

/** `/a/sales-channels/:id`: the channel, its products (add and remove in batches), delete. */
export function SalesChannelDetailPage() {
  const { t } = useTranslation('salesChannels');
  const { id = '' } = useParams();
  const channel = useAdminSalesChannel(id);
  const store = useAdminStore();
  const back = { to: '/a/sales-channels', label: t('detail.back') };
  const remove = useAdminDeleteSalesChannel(
    id,
    useLeaveOnDelete(back.to, () =>
      t('detail.deleted', { name: channel.data?.sales_channel.name ?? '' }),
    ),
  );

  return (
    <DetailPage query={channel} back={back} loading={t('detail.loading')}>
      {({ sales_channel: current }) => {
        const isDefault = store.data?.store.default_sales_channel_id === current.id;
        return (
          <Page
            title={current.name}
            subtitle={current.description ?? undefined}
            back={back}
            actions={
              <div className="flex gap-2">
                <EditLink label={t('detail.edit')} />
                <DeleteAction
                  mutation={remove}
                  label={t('detail.delete')}
                  title={t('detail.deleteTitle', { name: current.name })}
                  description={t('detail.deleteText')}
                  confirmLabel={t('detail.deleteConfirm')}
                />
              </div>
            }
          >
            <Section title={t('detail.state')} hideTitle>
              <div className="flex flex-wrap items-center gap-3">
                <ChannelStatusBadge disabled={current.is_disabled} />
                {isDefault && <DefaultChannelBadge />}
                <p className="text-sm text-slate-600">
                  {isDefault ? t('detail.defaultHint') : t('detail.channelHint')}
                </p>
              </div>
            </Section>
            <ChannelProducts channelId={current.id} />
            <Outlet />
          </Page>
        );
      }}
    </DetailPage>
  );
}
