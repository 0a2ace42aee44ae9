import { getErrorMessage } from '@storedesk/client';
import { useAdminPublishableApiKeys } from '@storedesk/react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Card } from '@/components/card';
import { Spinner } from '@/components/spinner';
import { Page } from '@/shell/page';
import { ApiKeyRow } from './components/api-key-row';
import { CreateKeyForm } from './components/create-key-form';

/** `/a/settings/publishable-api-keys`: create, list and revoke the storefront keys. */
export function PublishableApiKeysPage() {
  const { t } = useTranslation('shell');
  const keys = useAdminPublishableApiKeys();

  return (
    <Page
      title={t('settings.apiKeys.title')}
      subtitle={t('settings.apiKeys.subtitle')}
      back={{ to: '/a/settings', label: t('settings.back') }}
    >
      <CreateKeyForm />
      <Card aria-labelledby="keys-heading">
        <div className="flex items-baseline justify-between gap-3">
          <h2 id="keys-heading" className="text-lg font-semibold">
            {t('settings.apiKeys.title')}
          </h2>
          {keys.data && (
            <span className="text-sm text-slate-500">
              {t('settings.apiKeys.keyCount', { count: keys.data.count })}
            </span>
          )}
        </div>
        {keys.isPending ? (
          <p className="mt-4 flex items-center gap-2 text-sm text-slate-600" aria-live="polite">
            <Spinner />
            {t('settings.apiKeys.loading')}
          </p>
        ) : keys.isError ? (
          <div className="mt-4">
            <Alert>{getErrorMessage(keys.error)}</Alert>
          </div>
        ) : keys.data.publishable_api_keys.length === 0 ? (
          <p className="mt-4 text-sm text-slate-600">{t('settings.apiKeys.none')}</p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-100">
            {keys.data.publishable_api_keys.map((key) => (
              <ApiKeyRow key={key.id} apiKey={key} />
            ))}
          </ul>
        )}
      </Card>
    </Page>
  );
}
