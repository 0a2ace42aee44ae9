import type { AdminStoreRes } from '@storedesk/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BillingSummary } from './billing-summary';

/** The store's settings at a glance: its currencies, default sales channel and plan. */
export function StoreSummary({ store }: { store: AdminStoreRes['store'] | undefined }) {
  const { t, i18n } = useTranslation('shell');
  const headingId = useId();

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-sm font-medium text-slate-500">
        {t('home.overview')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <p className="text-sm font-medium text-slate-500">{t('home.currencies')}</p>
          <p className="mt-1 font-semibold text-slate-900">
            {!store
              ? '—'
              : store.currencies.length === 0
                ? t('home.noCurrencies')
                : new Intl.ListFormat(i18n.language, { type: 'unit' }).format(
                    store.currencies.map((currency) =>
                      currency.code === store.default_currency_code
                        ? t('home.defaultCurrency', { code: currency.code.toUpperCase() })
                        : currency.code.toUpperCase(),
                    ),
                  )}
          </p>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <p className="text-sm font-medium text-slate-500">{t('home.salesChannel')}</p>
          <p className="mt-1 font-semibold break-words text-slate-900">
            {!store ? '—' : (store.default_sales_channel?.name ?? t('home.noSalesChannel'))}
          </p>
        </div>
        <BillingSummary />
      </div>
    </section>
  );
}
