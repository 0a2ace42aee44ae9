import { getErrorMessage } from '@storedesk/client';
import { useAdminStore } from '@storedesk/react';
import { useTranslation } from 'react-i18next';
import { defineWidget } from '@/features/registries/extension-types';

/** Store name, currencies and default sales channel, for the store overview. */
export function StoreAtAGlance() {
  const { t } = useTranslation('extensions');
  const { data, isPending, isError, error } = useAdminStore();

  return (
    <section
      aria-labelledby="store-at-a-glance"
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="store-at-a-glance" className="text-sm font-medium text-slate-500">
        {t('storeGlance.title')}
      </h2>
      {isPending ? (
        <p className="mt-3 text-sm text-slate-500">{t('storeGlance.loading')}</p>
      ) : isError ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {getErrorMessage(error)}
        </p>
      ) : (
        <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-slate-500">{t('storeGlance.name')}</dt>
            <dd className="font-medium break-words text-slate-900">{data.store.name}</dd>
          </div>
          <div>
            <dt className="text-slate-500">{t('storeGlance.currencies')}</dt>
            <dd className="font-medium text-slate-900">
              {data.store.currencies.length === 0
                ? t('storeGlance.noCurrencies')
                : data.store.currencies.map((currency, index) => (
                    <span key={currency.code}>
                      {index > 0 && ', '}
                      {currency.code.toUpperCase()}
                      {currency.code === data.store.default_currency_code &&
                        ` (${t('storeGlance.defaultCurrency')})`}
                    </span>
                  ))}
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">{t('storeGlance.salesChannel')}</dt>
            <dd className="font-medium break-words text-slate-900">
              {data.store.default_sales_channel?.name ?? t('storeGlance.noSalesChannel')}
            </dd>
          </div>
        </dl>
      )}
    </section>
  );
}

export const config = defineWidget({ zone: 'store.overview', component: StoreAtAGlance });
