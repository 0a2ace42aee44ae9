import { useAdminCustomer } from '@storedesk/react';
import { useTranslation } from 'react-i18next';
import { Outlet, useParams } from 'react-router';
import { DetailList } from '@/components/detail/detail-list';
import { DetailPage } from '@/components/detail/detail-page';
import { EditLink } from '@/components/detail/edit-link';
import { Section } from '@/components/detail/section';
import { Page } from '@/shell/page';
import { AccountBadge } from '../common/account-badge';
import { customerName } from '../common/customer-name';
import { CUSTOMER_DETAIL_QUERY } from '../common/customer-query';
import { CustomerAddresses } from './components/customer-addresses';
import { CustomerNotes } from './components/customer-notes';
import { CustomerOrders } from './components/customer-orders';

/**
 * `/a/customers/:id`: who the customer is, their orders, addresses and the notes staff left on
 * them; edit opens over it.
 */
export function CustomerDetailPage() {
  const { t, i18n } = useTranslation('customers');
  const id = useParams().id!;
  const customer = useAdminCustomer(id, CUSTOMER_DETAIL_QUERY);
  const back = { to: '/a/customers', label: t('detail.back') };

  return (
    <DetailPage query={customer} back={back} loading={t('detail.loading')}>
      {({ customer: data }) => {
        const name = customerName(data);
        const notGiven = <span className="text-slate-500">{t('detail.notGiven')}</span>;
        const since = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
          new Date(data.created_at),
        );
        return (
          <Page
            title={name ?? data.email}
            subtitle={name ? <span className="break-all">{data.email}</span> : undefined}
            back={back}
            actions={<EditLink label={t('detail.edit')} />}
          >
            <Section title={t('detail.details')}>
              <DetailList
                items={[
                  [t('detail.name'), name ?? notGiven],
                  [t('detail.email'), <span className="break-all">{data.email}</span>],
                  [t('detail.phone'), data.phone || notGiven],
                  [
                    t('detail.account'),
                    <span className="flex flex-wrap items-center gap-2">
                      <AccountBadge hasAccount={data.has_account} />
                      <span className="text-slate-600">
                        {data.has_account ? t('detail.accountYes') : t('detail.accountNo')}
                      </span>
                    </span>,
                  ],
                  [t('detail.since'), <time dateTime={data.created_at}>{since}</time>],
                ]}
              />
            </Section>
            <CustomerOrders customer={data} query={customer} />
            <CustomerAddresses customer={data} />
            <CustomerNotes customerId={data.id} />
            <Outlet />
          </Page>
        );
      }}
    </DetailPage>
  );
}
