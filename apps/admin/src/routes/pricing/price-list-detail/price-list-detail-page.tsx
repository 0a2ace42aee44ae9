import { getErrorMessage } from '@storedesk/client';
import { useAdminDeletePriceList, useAdminPriceList } from '@storedesk/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { Spinner } from '@/components/spinner';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { Page } from '@/shell/page';
import { PriceListStatusBadge, useFormatListDate } from '../common/price-list-badges';
import { EditDetailsModal } from './components/edit-details-modal';
import { PriceListPrices } from './components/price-list-prices';

/** `/a/pricing/:id`: a price list's details (edited in a focus modal), its price grid, delete. */
export function PriceListDetailPage() {
  const { t } = useTranslation('pricing');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const list = useAdminPriceList(id);
  const formatDate = useFormatListDate();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useAdminDeletePriceList(id, {
    onSuccess: () => {
      toast.success(t('detail.deleted', { name: list.data?.price_list.name ?? '' }));
      navigate('/a/pricing', { replace: true });
    },
  });
  const back = { to: '/a/pricing', label: t('detail.back') };

  if (list.isPending) {
    return (
      <Page title={t('detail.loading')} back={back}>
        <Spinner />
      </Page>
    );
  }
  if (list.isError) {
    return (
      <Page title={t('detail.notFound')} back={back}>
        <Alert>{getErrorMessage(list.error)}</Alert>
      </Page>
    );
  }

  const priceList = list.data.price_list;
  const details: [string, ReactNode][] = [
    [t('fields.type'), t(`type.${priceList.type}`)],
    [t('fields.status'), <PriceListStatusBadge key="status" status={priceList.status} />],
    [t('fields.startsAt'), formatDate(priceList.starts_at)],
    [t('fields.endsAt'), formatDate(priceList.ends_at)],
    [t('fields.description'), priceList.description || t('summary.noDescription')],
  ];

  return (
    <Page
      title={priceList.name}
      subtitle={t('detail.subtitle')}
      back={back}
      actions={
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {t('detail.edit')}
          </Button>
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
      <Card aria-labelledby="details-heading">
        <h2 id="details-heading" className="text-lg font-semibold">
          {t('detail.details')}
        </h2>
        <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[auto_1fr]">
          {details.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-slate-500">{label}</dt>
              <dd className="break-words text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <PriceListPrices priceList={priceList} />
      <EditDetailsModal
        key={priceList.updated_at}
        open={editing}
        onClose={() => setEditing(false)}
        priceList={priceList}
      />
      <Dialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t('detail.deleteTitle', { name: priceList.name })}
        description={t('detail.deleteText')}
        confirmLabel={t('detail.deleteConfirm')}
        variant="danger"
        isLoading={remove.isPending}
        error={remove.error ? getErrorMessage(remove.error) : undefined}
        onConfirm={() => remove.mutate()}
      />
    </Page>
  );
}
