import { getErrorMessage } from '@storedesk/client';
import { useAdminDeleteSalesChannel, useAdminSalesChannel, useAdminStore } from '@storedesk/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useNavigate, useParams } from 'react-router';
import { Alert } from '@/components/alert';
import { Button, buttonClassName } from '@/components/button';
import { Card } from '@/components/card';
import { Spinner } from '@/components/spinner';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { Page } from '@/shell/page';
import { ChannelStatusBadge, DefaultChannelBadge } from '../common/channel-badges';
import { ChannelProducts } from './components/channel-products';

/** `/a/sales-channels/:id`: the channel, its products (add and remove in batches), delete. */
export function SalesChannelDetailPage() {
  const { t } = useTranslation('salesChannels');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const channel = useAdminSalesChannel(id);
  const store = useAdminStore();
  const [deleting, setDeleting] = useState(false);
  const remove = useAdminDeleteSalesChannel(id, {
    onSuccess: () => {
      toast.success(t('detail.deleted', { name: channel.data?.sales_channel.name ?? '' }));
      navigate('/a/sales-channels', { replace: true });
    },
  });
  const back = { to: '/a/sales-channels', label: t('detail.back') };

  if (channel.isPending) {
    return (
      <Page title={t('detail.loading')} back={back}>
        <Spinner />
      </Page>
    );
  }
  if (channel.isError) {
    return (
      <Page title={t('detail.notFound')} back={back}>
        <Alert>{getErrorMessage(channel.error)}</Alert>
      </Page>
    );
  }
  const current = channel.data.sales_channel;
  const isDefault = store.data?.store.default_sales_channel_id === current.id;

  return (
    <Page
      title={current.name}
      subtitle={current.description ?? undefined}
      back={back}
      actions={
        <div className="flex gap-2">
          <Link to="edit" className={buttonClassName('secondary')}>
            {t('detail.edit')}
          </Link>
          <Button
            variant="danger"
            onClick={() => {
              remove.reset();
              setDeleting(true);
            }}
          >
            {t('detail.delete')}
          </Button>
        </div>
      }
    >
      <Card aria-labelledby="channel-state" className="flex flex-wrap items-center gap-3">
        <h2 id="channel-state" className="sr-only">
          {t('detail.state')}
        </h2>
        <ChannelStatusBadge disabled={current.is_disabled} />
        {isDefault && <DefaultChannelBadge />}
        <p className="text-sm text-slate-600">
          {isDefault ? t('detail.defaultHint') : t('detail.channelHint')}
        </p>
      </Card>
      <ChannelProducts channelId={current.id} />
      <Dialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t('detail.deleteTitle', { name: current.name })}
        description={t('detail.deleteText')}
        confirmLabel={t('detail.deleteConfirm')}
        variant="danger"
        isLoading={remove.isPending}
        error={remove.error ? getErrorMessage(remove.error) : undefined}
        onConfirm={() => remove.mutate()}
      />
      <Outlet />
    </Page>
  );
}
