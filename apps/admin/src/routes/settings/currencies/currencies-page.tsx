import { getErrorMessage } from '@storedesk/client';
import { useAdminCurrencies, useAdminStore } from '@storedesk/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { Spinner } from '@/components/spinner';
import { Page } from '@/shell/page';
import { AddCurrencyModal } from './components/add-currency-modal';
import { CurrencyRow } from './components/currency-row';
import { TAX_FLAGS_QUERY } from './query';

/**
 * `/a/settings/currencies`: the currencies the store sells in, the default one first. Add one,
 * remove one (never the default), choose the default, and say whether prices include tax.
 */
export function CurrenciesPage() {
  const { t } = useTranslation('currencies');
  const store = useAdminStore();
  const flags = useAdminCurrencies(TAX_FLAGS_QUERY);
  const [adding, setAdding] = useState(false);
  const includesTax = new Map(
    (flags.data?.currencies ?? []).map((currency) => [currency.code, currency.includes_tax]),
  );

  const data = store.data?.store;
  const currencies = data
    ? [...data.currencies].sort(
        (a, b) =>
          Number(b.code === data.default_currency_code) -
            Number(a.code === data.default_currency_code) || a.code.localeCompare(b.code),
      )
    : [];

  return (
    <Page
      title={t('title')}
      subtitle={t('subtitle')}
      back={{ to: '/a/settings', label: t('back') }}
      width="narrow"
      actions={data && <Button onClick={() => setAdding(true)}>{t('add.open')}</Button>}
    >
      <Card aria-labelledby="store-currencies" className="flex flex-col gap-4">
        <h2 id="store-currencies" className="text-lg font-semibold">
          {t('listHeading')}
        </h2>
        {flags.isError && <Alert>{getErrorMessage(flags.error)}</Alert>}
        {store.isPending ? (
          <p className="flex items-center gap-2 text-sm text-slate-600" aria-live="polite">
            <Spinner />
            {t('loading')}
          </p>
        ) : store.isError ? (
          <Alert>{getErrorMessage(store.error)}</Alert>
        ) : (
          <ul className="divide-y divide-slate-100">
            {currencies.map((currency) => (
              <CurrencyRow
                key={currency.code}
                currency={currency}
                isDefault={currency.code === store.data.store.default_currency_code}
                includesTax={includesTax.get(currency.code)}
              />
            ))}
          </ul>
        )}
      </Card>
      {data && (
        <AddCurrencyModal
          open={adding}
          onClose={() => setAdding(false)}
          storeCodes={data.currencies.map((currency) => currency.code)}
        />
      )}
    </Page>
  );
}
