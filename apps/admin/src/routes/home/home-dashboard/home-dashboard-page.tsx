import { getErrorMessage } from '@storedesk/client';
import { useAdminDashboard, useAdminGetSession, useAdminStore } from '@storedesk/react';
import { keepPreviousData } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/alert';
import { buttonClassName } from '@/components/button';
import { EmptyState } from '@/components/list/empty-state';
import { Spinner } from '@/components/spinner';
import { useShellExtensions } from '@/shell/shell-extensions';
import { KpiCards } from './components/kpi-cards';
import { NeedsAction } from './components/needs-action';
import { PeriodPicker } from './components/period-picker';
import { StoreSummary } from './components/store-summary';
import { TopProducts } from './components/top-products';
import { leadCurrency, seriesCurrencies } from './figures';
import {
  browserTimeZone,
  parsePeriod,
  periodRange,
  periodSearch,
  type PeriodChoice,
} from './period';

// The charts' code is a chunk of its own, fetched after the figures.
const DashboardCharts = lazy(() => import('./components/dashboard-charts'));

/**
 * `/a`: the business at a glance for a period (in the URL): sales, orders, average order value
 * and returning customers against the period before, sales and orders per day, the top
 * products and the orders waiting for staff; then the store's settings and the widget zone.
 * Every figure comes from one aggregate read (`GET /admin/dashboard`).
 */
export function HomeDashboardPage() {
  const { t, i18n } = useTranslation(['dashboard', 'shell']);
  const [search, setSearch] = useSearchParams();
  const session = useAdminGetSession();
  const store = useAdminStore();
  const { storeOverviewWidgets } = useShellExtensions();

  const searchKey = search.toString();
  const choice = useMemo(() => parsePeriod(new URLSearchParams(searchKey)), [searchKey]);
  const tz = useMemo(browserTimeZone, []);
  const range = useMemo(() => periodRange(choice, tz, new Date()), [choice, tz]);
  const query = useMemo(() => ({ ...range, tz }), [range, tz]);
  const dashboard = useAdminDashboard(query, { placeholderData: keepPreviousData });
  const data = dashboard.data?.dashboard;

  const day = (date: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${date}T00:00:00Z`),
    );
  const periodText = t('dashboard:range', { from: day(range.from), to: day(range.to) });
  const choose = (next: PeriodChoice) => setSearch(periodSearch(next), { replace: false });

  const storeData = store.data?.store;
  const currency = data ? leadCurrency(data, storeData?.default_currency_code) : undefined;

  return (
    <main className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-1">
        <p className="text-sm font-medium text-slate-500">{t('shell:home.label')}</p>
        {store.isPending ? (
          <p className="flex items-center gap-2 text-slate-600" aria-live="polite">
            <Spinner />
            {t('shell:home.loadingStore')}
          </p>
        ) : store.isError ? (
          <Alert>{getErrorMessage(store.error)}</Alert>
        ) : (
          <h1 className="text-2xl font-semibold break-words text-slate-900">
            {store.data.store.name}
          </h1>
        )}
        {session.data && (
          <p className="text-sm break-all text-slate-600">
            {t('shell:home.signedInAs', { email: session.data.user.email })}
          </p>
        )}
      </header>

      <section aria-labelledby="business-heading" className="flex flex-col gap-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div>
            <h2 id="business-heading" className="text-lg font-semibold text-slate-900">
              {t('dashboard:title')}
            </h2>
            <p className="text-sm text-slate-600">{periodText}</p>
          </div>
          <PeriodPicker value={choice} range={range} onChange={choose} />
        </div>

        {dashboard.isPending ? (
          <p className="flex items-center gap-2 text-slate-600" aria-live="polite">
            <Spinner />
            {t('dashboard:loading')}
          </p>
        ) : dashboard.isError ? (
          <Alert>{getErrorMessage(dashboard.error)}</Alert>
        ) : !data!.has_orders ? (
          <EmptyState
            title={t('dashboard:empty.title')}
            action={
              <Link to="/a/products" className={buttonClassName('primary')}>
                {t('dashboard:empty.action')}
              </Link>
            }
          >
            <p>{t('dashboard:empty.text')}</p>
          </EmptyState>
        ) : (
          <div
            className={`flex flex-col gap-6 transition-opacity ${dashboard.isPlaceholderData ? 'opacity-60' : ''}`}
            aria-busy={dashboard.isPlaceholderData || undefined}
          >
            <KpiCards dashboard={data!} currency={currency!} />
            <NeedsAction counts={data!.needs_action} />
            <Suspense
              fallback={
                <p
                  className="flex h-56 items-center justify-center gap-2 rounded-xl border border-slate-200 bg-white text-sm text-slate-600"
                  aria-live="polite"
                >
                  <Spinner />
                  {t('dashboard:charts.loading')}
                </p>
              }
            >
              <DashboardCharts
                series={data!.series}
                currencies={seriesCurrencies(data!, currency!)}
                from={data!.period.from}
                to={data!.period.to}
              />
            </Suspense>
            <TopProducts products={data!.top_products} period={periodText} />
          </div>
        )}
      </section>

      <StoreSummary store={storeData} />

      {/* MOUNT: the `store.overview` widget zone, supplied by src/app/layouts/admin.tsx. */}
      {storeOverviewWidgets && <div className="empty:hidden">{storeOverviewWidgets}</div>}
    </main>
  );
}
