import { getErrorMessage } from '@storedesk/client';
import { useAdminGetSession, useAdminStore } from '@storedesk/react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Spinner } from '@/components/spinner';
import { useShellExtensions } from '@/shell/shell-extensions';
import { BillingSummary } from './components/billing-summary';

/** `/a`: the store at a glance (name, currencies, default sales channel, billing) and widgets. */
export function StoreOverviewPage() {
  const { t, i18n } = useTranslation('shell');
  const session = useAdminGetSession();
  const store = useAdminStore();
  const { storeOverviewWidgets } = useShellExtensions();
  const data = store.data?.store;

  return (
    <main className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <section className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <p className="text-sm font-medium text-slate-500">{t('home.label')}</p>
        {store.isPending ? (
          <p className="mt-1 flex items-center gap-2 text-slate-600" aria-live="polite">
            <Spinner />
            {t('home.loadingStore')}
          </p>
        ) : store.isError ? (
          <div className="mt-2">
            <Alert>{getErrorMessage(store.error)}</Alert>
          </div>
        ) : (
          <h1 className="mt-1 text-2xl font-semibold break-words text-slate-900">
            {store.data.store.name}
          </h1>
        )}
        {session.data && (
          <p className="mt-3 text-sm break-all text-slate-600">
            {t('home.signedInAs', { email: session.data.user.email })}
          </p>
        )}
      </section>

      <section aria-labelledby="overview-heading" className="flex flex-col gap-3">
        <h2 id="overview-heading" className="text-sm font-medium text-slate-500">
          {t('home.overview')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <p className="text-sm font-medium text-slate-500">{t('home.currencies')}</p>
            <p className="mt-1 font-semibold text-slate-900">
              {!data
                ? '—'
                : data.currencies.length === 0
                  ? t('home.noCurrencies')
                  : new Intl.ListFormat(i18n.language, { type: 'unit' }).format(
                      data.currencies.map((currency) =>
                        currency.code === data.default_currency_code
                          ? t('home.defaultCurrency', { code: currency.code.toUpperCase() })
                          : currency.code.toUpperCase(),
                      ),
                    )}
            </p>
          </div>
          <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <p className="text-sm font-medium text-slate-500">{t('home.salesChannel')}</p>
            <p className="mt-1 font-semibold break-words text-slate-900">
              {!data ? '—' : (data.default_sales_channel?.name ?? t('home.noSalesChannel'))}
            </p>
          </div>
          <BillingSummary />
        </div>
      </section>

      {/* MOUNT: the `store.overview` widget zone, supplied by src/app/layouts/admin.tsx. */}
      {storeOverviewWidgets && <div className="empty:hidden">{storeOverviewWidgets}</div>}
    </main>
  );
}
