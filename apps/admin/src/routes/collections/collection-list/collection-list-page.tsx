import { getErrorMessage } from '@storedesk/client';
import { COLLECTION_LIST_PRODUCTS_LIMIT } from '@storedesk/contract';
import { useAdminCollections } from '@storedesk/react';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useSearchParams } from 'react-router';
import { Alert } from '@/components/alert';
import { buttonClassName } from '@/components/button';
import { Card } from '@/components/card';
import { ListPagination } from '@/components/list-pagination';
import { Spinner } from '@/components/spinner';
import { TextInput } from '@/components/ui/text-input';
import { useDebouncedValue } from '@/components/use-debounced-value';
import { Page } from '@/shell/page';
import { COLLECTIONS_PAGE_SIZE, collectionListQuery } from './list-query';

/** `/a/collections`: search and page through the collections; `new` opens the create modal. */
export function CollectionListPage() {
  const { t } = useTranslation('collections');
  const [params, setParams] = useSearchParams();
  const query = collectionListQuery(params);
  const offset = query.offset ?? 0;
  const [search, setSearch] = useState(params.get('q') ?? '');
  const q = useDebouncedValue(search.trim(), 300);

  // The debounced search goes into the URL (back to the first page); the list reads the URL.
  useEffect(() => {
    if (q === (params.get('q') ?? '')) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (q) next.set('q', q);
        else next.delete('q');
        next.delete('offset');
        return next;
      },
      { replace: true },
    );
  }, [q]); // eslint-disable-line react-hooks/exhaustive-deps

  const collections = useAdminCollections(query, { placeholderData: keepPreviousData });

  const setOffset = (value: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value > 0) next.set('offset', String(value));
      else next.delete('offset');
      return next;
    });

  return (
    <Page
      title={t('title')}
      subtitle={t('subtitle')}
      actions={
        <Link to="new" className={buttonClassName('primary')}>
          {t('list.create')}
        </Link>
      }
    >
      <Card aria-labelledby="collections-heading" className="flex flex-col gap-4">
        <h2 id="collections-heading" className="sr-only">
          {t('title')}
        </h2>
        <TextInput
          type="search"
          label={t('list.search')}
          placeholder={t('list.searchPlaceholder')}
          autoComplete="off"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="max-w-sm"
        />
        {collections.isPending ? (
          <p className="flex items-center gap-2 text-sm text-slate-600" aria-live="polite">
            <Spinner />
            {t('list.loading')}
          </p>
        ) : collections.isError ? (
          <Alert>{getErrorMessage(collections.error)}</Alert>
        ) : collections.data.collections.length === 0 ? (
          <p className="text-sm text-slate-600">
            {query.q ? t('list.noMatches', { q: query.q }) : t('list.empty')}
          </p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="border-b border-slate-200 text-slate-500">
                <tr>
                  <th scope="col" className="py-2 pe-4 font-medium">
                    {t('list.columns.title')}
                  </th>
                  <th scope="col" className="py-2 pe-4 font-medium">
                    {t('list.columns.handle')}
                  </th>
                  <th scope="col" className="py-2 text-end font-medium">
                    {t('list.columns.products')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {collections.data.collections.map((collection) => {
                  const count = collection.products.length;
                  return (
                    <tr key={collection.id}>
                      <td className="py-3 pe-4">
                        <Link
                          to={collection.id}
                          className="font-medium break-words text-slate-900 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
                        >
                          {collection.title}
                        </Link>
                      </td>
                      <td className="py-3 pe-4 font-mono text-xs break-all text-slate-600">
                        /{collection.handle}
                      </td>
                      <td className="py-3 text-end text-slate-700 tabular-nums">
                        {count >= COLLECTION_LIST_PRODUCTS_LIMIT
                          ? t('list.manyProducts', { count })
                          : count}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
        {collections.data && (
          <ListPagination
            count={collections.data.count}
            offset={offset}
            limit={COLLECTIONS_PAGE_SIZE}
            onOffsetChange={setOffset}
            labels={{
              range: t('list.range', {
                from: Math.min(offset + 1, collections.data.count),
                to: Math.min(offset + COLLECTIONS_PAGE_SIZE, collections.data.count),
                count: collections.data.count,
              }),
              previous: t('list.previous'),
              next: t('list.next'),
            }}
          />
        )}
      </Card>
      <Outlet />
    </Page>
  );
}
