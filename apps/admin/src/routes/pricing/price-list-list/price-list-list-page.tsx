import { getErrorMessage } from '@storedesk/client';
import { useAdminPriceLists } from '@storedesk/react';
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
import { PriceListStatusBadge, useFormatListDate } from '../common/price-list-badges';
import { listQuery, PAGE_SIZE } from './query';

/** `/a/pricing`: the price lists, searchable and paged; 'Create price list' opens the wizard. */
export function PriceListListPage() {
  const { t } = useTranslation('pricing');
  const [params, setParams] = useSearchParams();
  const query = listQuery(params);
  const [search, setSearch] = useState(query.q ?? '');
  const debounced = useDebouncedValue(search.trim());
  const lists = useAdminPriceLists(query, { placeholderData: keepPreviousData });
  const formatDate = useFormatListDate();

  // The search box writes the address (after a pause), which is what the list reads.
  useEffect(() => {
    setParams(
      (current) => {
        if ((current.get('q') ?? '') === debounced) return current;
        const next = new URLSearchParams(current);
        if (debounced) next.set('q', debounced);
        else next.delete('q');
        next.delete('offset');
        return next;
      },
      { replace: true },
    );
  }, [debounced, setParams]);

  const setOffset = (offset: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (offset > 0) next.set('offset', String(offset));
      else next.delete('offset');
      return next;
    });

  return (
    <Page
      title={t('list.title')}
      subtitle={t('list.subtitle')}
      actions={
        <Link to={{ pathname: 'new', search: params.toString() }} className={buttonClassName()}>
          {t('list.create')}
        </Link>
      }
    >
      <Card className="flex flex-col gap-4">
        <TextInput
          type="search"
          label={t('list.search')}
          value={search}
          autoComplete="off"
          className="max-w-sm"
          onChange={(event) => setSearch(event.target.value)}
        />
        {lists.isPending ? (
          <p className="flex items-center gap-2 text-sm text-slate-600" aria-live="polite">
            <Spinner />
            {t('list.loading')}
          </p>
        ) : lists.isError ? (
          <Alert>{getErrorMessage(lists.error)}</Alert>
        ) : lists.data.price_lists.length === 0 ? (
          <p className="text-sm text-slate-600">{query.q ? t('list.noMatch') : t('list.empty')}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <thead className="border-b border-slate-200 text-left text-xs font-semibold text-slate-600 uppercase">
                <tr>
                  <th scope="col" className="py-2 pe-4">
                    {t('fields.name')}
                  </th>
                  <th scope="col" className="py-2 pe-4">
                    {t('fields.type')}
                  </th>
                  <th scope="col" className="py-2 pe-4">
                    {t('fields.status')}
                  </th>
                  <th scope="col" className="py-2 pe-4">
                    {t('fields.startsAt')}
                  </th>
                  <th scope="col" className="py-2 pe-4">
                    {t('fields.endsAt')}
                  </th>
                  <th scope="col" className="py-2 text-end">
                    {t('list.prices')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {lists.data.price_lists.map((list) => (
                  <tr key={list.id}>
                    <td className="py-3 pe-4">
                      <Link
                        to={list.id}
                        className="font-medium text-slate-900 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-slate-900"
                      >
                        {list.name}
                      </Link>
                      {list.description && (
                        <span className="block max-w-xs truncate text-slate-500">
                          {list.description}
                        </span>
                      )}
                    </td>
                    <td className="py-3 pe-4">{t(`type.${list.type}`)}</td>
                    <td className="py-3 pe-4">
                      <PriceListStatusBadge status={list.status} />
                    </td>
                    <td className="py-3 pe-4 whitespace-nowrap">{formatDate(list.starts_at)}</td>
                    <td className="py-3 pe-4 whitespace-nowrap">{formatDate(list.ends_at)}</td>
                    <td className="py-3 text-end tabular-nums">{list.prices.length}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {lists.data && (
          <ListPagination
            count={lists.data.count}
            offset={query.offset ?? 0}
            limit={PAGE_SIZE}
            onOffsetChange={setOffset}
            labels={{
              range: t('list.range', {
                from: Math.min((query.offset ?? 0) + 1, lists.data.count),
                to: Math.min((query.offset ?? 0) + PAGE_SIZE, lists.data.count),
                count: lists.data.count,
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
