import { getErrorMessage } from '@storedesk/client';
import { useAdminStore } from '@storedesk/react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Spinner } from '@/components/spinner';
import { Page } from '@/shell/page';
import { StoreDetailsForm } from './components/store-details-form';
import { StorefrontCard } from './components/storefront-card';

/**
 * `/a/settings/store-details`: the store's name and default currency, and how storefronts reach
 * it (API base URL, v1 environment line, hosted shop, handle, custom domain, allowed origins).
 */
export function StoreDetailsPage() {
  const { t } = useTranslation('shell');
  const store = useAdminStore();
  return (
    <Page
      title={t('settings.store.title')}
      subtitle={t('settings.store.subtitle')}
      back={{ to: '/a/settings', label: t('settings.back') }}
      width="narrow"
    >
      {store.isPending ? (
        <p className="flex items-center gap-2 text-slate-600" aria-live="polite">
          <Spinner />
          {t('settings.store.loading')}
        </p>
      ) : store.isError ? (
        <Alert>{getErrorMessage(store.error)}</Alert>
      ) : (
        <div className="flex flex-col gap-6">
          <StoreDetailsForm key={store.data.store.updated_at} store={store.data.store} />
          <StorefrontCard
            key={`storefront-${store.data.store.updated_at}`}
            store={store.data.store}
          />
        </div>
      )}
    </Page>
  );
}
