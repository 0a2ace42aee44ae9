import { useAdminCollection, useAdminDeleteCollection } from '@storedesk/react';
import { useTranslation } from 'react-i18next';
import { Outlet, useParams } from 'react-router';
import { DeleteAction, useLeaveOnDelete } from '@/components/detail/delete-action';
import { DetailList } from '@/components/detail/detail-list';
import { DetailPage } from '@/components/detail/detail-page';
import { EditLink } from '@/components/detail/edit-link';
import { Section } from '@/components/detail/section';
import { Page } from '@/shell/page';
import { CollectionProducts } from './components/collection-products';

/** `/a/collections/:id`: the collection, its metadata and products; edit and delete. */
export function CollectionDetailPage() {
  const { t } = useTranslation('collections');
  const id = useParams().id!;
  const collection = useAdminCollection(id);
  const back = { to: '/a/collections', label: t('detail.back') };
  const remove = useAdminDeleteCollection(
    id,
    useLeaveOnDelete(back.to, () =>
      t('detail.deleted', { title: collection.data?.collection.title ?? '' }),
    ),
  );

  return (
    <DetailPage query={collection} back={back} loading={t('detail.loading')}>
      {({ collection: data }) => {
        const metadata = Object.entries(data.metadata ?? {});
        return (
          <Page
            title={data.title}
            subtitle={<span className="font-mono">/{data.handle}</span>}
            back={back}
            actions={
              <div className="flex gap-2">
                <EditLink label={t('detail.edit')} />
                <DeleteAction
                  mutation={remove}
                  label={t('detail.delete')}
                  title={t('detail.deleteTitle', { title: data.title })}
                  description={t('detail.deleteText')}
                  confirmLabel={t('detail.deleteConfirm')}
                />
              </div>
            }
          >
            <CollectionProducts collection={data} />
            <Section title={t('detail.metadata')}>
              {metadata.length === 0 ? (
                <p className="text-sm text-slate-600">{t('detail.noMetadata')}</p>
              ) : (
                <DetailList
                  items={metadata.map(([key, value]) => [
                    key,
                    typeof value === 'string' ? value : JSON.stringify(value),
                  ])}
                />
              )}
            </Section>
            <Outlet />
          </Page>
        );
      }}
    </DetailPage>
  );
}
