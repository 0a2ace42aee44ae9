import { getErrorMessage } from '@storedesk/client';
import { useAdminStore } from '@storedesk/react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Spinner } from '@/components/spinner';
import { Page } from '@/shell/page';
import { StoreDetailsForm } from './components/store-details-form';

/** `/a/settings/store-details`: the store's name and default currency. */
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
        <StoreDetailsForm key={store.data.store.updated_at} store={store.data.store} />
      )}
    </Page>
  );
}
