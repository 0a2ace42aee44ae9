import { COLLECTION_LIST_PRODUCTS_LIMIT, type AdminProductCollection } from '@storedesk/contract';
import { useAdminCollections } from '@storedesk/react';
import { keepPreviousData } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RowLink } from '@/components/data-table/row-link';
import { fromQuery } from '@/components/list/list-data';
import { CreateLink } from '@/components/list/create-link';
import { ListPage } from '@/components/list/list-page';
import { listParams } from '@/components/list/list-state';
import { ListView } from '@/components/list/list-view';
import { useListState } from '@/components/list/use-list-state';
import { collectionList } from './list-query';

const column = createColumnHelper<AdminProductCollection>();

/** `/a/collections`: search, sort and page through the collections; `new` opens the create modal. */
export function CollectionListPage() {
  const { t } = useTranslation('collections');
  const list = useListState(collectionList);
  const collections = useAdminCollections(listParams(list.state), {
    placeholderData: keepPreviousData,
  });
  const columns = useMemo(
    () => [
      column.accessor('title', {
        header: t('list.columns.title'),
        enableSorting: true,
        cell: ({ row }) => <RowLink to={row.original.id}>{row.original.title}</RowLink>,
        meta: { card: 'title' },
      }),
      column.accessor('handle', {
        header: t('list.columns.handle'),
        enableSorting: true,
        cell: ({ getValue }) => `/${getValue()}`,
        meta: { card: 'detail', className: 'font-mono text-xs break-all' },
      }),
      column.accessor((collection) => collection.products.length, {
        id: 'products',
        header: t('list.columns.products'),
        cell: ({ getValue }) =>
          getValue() >= COLLECTION_LIST_PRODUCTS_LIMIT
            ? t('list.manyProducts', { count: getValue() })
            : getValue(),
        meta: { card: 'figure', align: 'end' },
      }),
    ],
    [t],
  );

  return (
    <ListPage
      title={t('title')}
      subtitle={t('subtitle')}
      actions={<CreateLink label={t('list.create')} />}
    >
      <ListView
        list={list}
        data={fromQuery(collections, (data) => data.collections)}
        label={t('title')}
        columns={columns}
        rowHref={(collection) => collection.id}
        search={{ label: t('list.search'), placeholder: t('list.searchPlaceholder') }}
        loading={t('list.loading')}
        empty={t('list.empty')}
        noMatch={t('list.noMatches', { q: list.state.q })}
      />
    </ListPage>
  );
}
