import type { AdminCustomer } from '@storedesk/contract';
import { useAdminCustomers } from '@storedesk/react';
import { keepPreviousData } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RowLink } from '@/components/data-table/row-link';
import { fromQuery } from '@/components/list/list-data';
import { ListPage } from '@/components/list/list-page';
import { ListView } from '@/components/list/list-view';
import { useListState } from '@/components/list/use-list-state';
import { AccountBadge } from '../common/account-badge';
import { customerName } from '../common/customer-name';
import { CustomerFilters } from './components/customer-filters';
import { customerList, PAGE_SIZES, toCustomersQuery } from './list-query';

const column = createColumnHelper<AdminCustomer>();

/**
 * `/a/customers`: search (name, email, phone), filter by account and creation date, sort by
 * email or date and page through the store's customers; all of it in the URL.
 */
export function CustomerListPage() {
  const { t, i18n } = useTranslation('customers');
  const list = useListState(customerList);
  const { state, update } = list;
  const customers = useAdminCustomers(toCustomersQuery(state), {
    placeholderData: keepPreviousData,
  });
  const columns = useMemo(() => {
    const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
    return [
      column.accessor((customer) => customerName(customer), {
        id: 'name',
        header: t('list.columns.name'),
        cell: ({ row: { original }, getValue }) => (
          <RowLink to={`/a/customers/${original.id}`}>
            {getValue() ?? <span className="text-slate-500">{t('noName')}</span>}
          </RowLink>
        ),
        meta: { card: 'title' },
      }),
      column.accessor('email', {
        header: t('list.columns.email'),
        enableSorting: true,
        // An address has no spaces to wrap at: it may break anywhere (also in a phone's card).
        cell: ({ getValue }) => <span className="break-all">{getValue()}</span>,
        meta: { card: 'detail' },
      }),
      column.accessor('has_account', {
        header: t('list.columns.account'),
        cell: ({ getValue }) => <AccountBadge hasAccount={getValue()} />,
        meta: { card: 'status' },
      }),
      column.accessor('created_at', {
        header: t('list.columns.created'),
        enableSorting: true,
        cell: ({ getValue }) => (
          <time dateTime={getValue()}>{date.format(new Date(getValue()))}</time>
        ),
        // On a phone the date goes under the email, which then has the card's width.
        meta: { card: 'detail', className: 'whitespace-nowrap' },
      }),
    ];
  }, [t, i18n.language]);

  return (
    <ListPage title={t('title')} subtitle={t('subtitle')}>
      <ListView
        list={list}
        data={fromQuery(customers, (data) => data.customers)}
        label={t('title')}
        columns={columns}
        rowHref={(customer) => `/a/customers/${customer.id}`}
        search={{ label: t('list.search'), placeholder: t('list.searchPlaceholder') }}
        header={
          <CustomerFilters
            state={state}
            onChange={update}
            onClearFilters={() => update(customerList.filtersOff)}
          />
        }
        pageSizes={PAGE_SIZES}
        narrowed={customerList.isNarrowed(state)}
        loading={t('list.loading')}
        empty={t('list.empty')}
        noMatch={t('list.noMatches')}
      />
    </ListPage>
  );
}
