import { getErrorMessage } from '@storedesk/client';
import { useAdminCollection, useAdminDeleteCollection } from '@storedesk/react';
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
import { CollectionProducts } from './components/collection-products';

/** `/a/collections/:id`: the collection, its metadata and products; edit and delete. */
export function CollectionDetailPage() {
  const { t } = useTranslation('collections');
  const id = useParams().id!;
  const navigate = useNavigate();
  const collection = useAdminCollection(id);
  const [confirming, setConfirming] = useState(false);
  const remove = useAdminDeleteCollection(id, {
    onSuccess: () => {
      setConfirming(false);
      toast.success(t('detail.deleted', { title: collection.data?.collection.title ?? '' }));
      void navigate('/a/collections');
    },
  });
  const back = { to: '/a/collections', label: t('detail.back') };

  if (collection.isPending) {
    return (
      <Page title={t('title')} back={back}>
        <p className="flex items-center gap-2 text-sm text-slate-600" aria-live="polite">
          <Spinner />
          {t('detail.loading')}
        </p>
      </Page>
    );
  }
  if (collection.isError) {
    return (
      <Page title={t('title')} back={back}>
        <Alert>{getErrorMessage(collection.error)}</Alert>
      </Page>
    );
  }

  const data = collection.data.collection;
  const metadata = Object.entries(data.metadata ?? {});
  return (
    <Page
      title={data.title}
      subtitle={<span className="font-mono">/{data.handle}</span>}
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
              setConfirming(true);
            }}
          >
            {t('detail.delete')}
          </Button>
        </div>
      }
    >
      <CollectionProducts collection={data} />
      <Card aria-labelledby="metadata-heading">
        <h2 id="metadata-heading" className="text-lg font-semibold">
          {t('detail.metadata')}
        </h2>
        {metadata.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{t('detail.noMetadata')}</p>
        ) : (
          <dl className="mt-4 grid grid-cols-[minmax(0,1fr)_minmax(0,2fr)] gap-x-4 gap-y-2 text-sm">
            {metadata.map(([key, value]) => (
              <div key={key} className="contents">
                <dt className="font-medium break-words text-slate-700">{key}</dt>
                <dd className="break-words text-slate-900">
                  {typeof value === 'string' ? value : JSON.stringify(value)}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </Card>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('detail.deleteTitle', { title: data.title })}
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
