import { getErrorMessage } from '@storedesk/client';
import { useAdminPublishableApiKeys, useAdminUsers } from '@storedesk/react';
import { useTranslation } from 'react-i18next';
import { defineSetting } from '@/features/registries/extension-types';
import { KeyIcon } from './key-icon';

/** Settings → API usage: the store's publishable API keys and how many users it has. */
export function ApiUsagePage() {
  const { t, i18n } = useTranslation('extensions');
  const keys = useAdminPublishableApiKeys({ limit: 100 });
  const users = useAdminUsers({ limit: 0 });
  const formatDate = (value: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(value));

  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
      <header>
        <h1 className="text-2xl font-semibold text-slate-900">{t('apiUsage.title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('apiUsage.intro')}</p>
      </header>

      <section
        aria-labelledby="api-usage-keys"
        className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <div className="flex items-baseline justify-between gap-4">
          <h2 id="api-usage-keys" className="font-semibold text-slate-900">
            {t('apiUsage.keysHeading')}
          </h2>
          {keys.data && (
            <span className="text-sm text-slate-500">
              {t('apiUsage.keyCount', { count: keys.data.count })}
            </span>
          )}
        </div>
        {keys.isPending ? (
          <p className="mt-3 text-sm text-slate-500">{t('apiUsage.loading')}</p>
        ) : keys.isError ? (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {getErrorMessage(keys.error)}
          </p>
        ) : keys.data.publishable_api_keys.length === 0 ? (
          <p className="mt-3 text-sm text-slate-500">{t('apiUsage.noKeys')}</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-100">
            {keys.data.publishable_api_keys.map((key) => (
              <li key={key.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div className="min-w-0">
                  <p className="font-medium break-words text-slate-900">{key.title}</p>
                  <p className="font-mono text-xs break-all text-slate-500">{key.id}</p>
                  <p className="text-xs text-slate-500">
                    {t('apiUsage.created', { date: formatDate(key.created_at) })}
                  </p>
                </div>
                <span
                  className={
                    key.revoked_at
                      ? 'rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-600'
                      : 'rounded-full bg-emerald-50 px-2 py-0.5 text-xs text-emerald-700'
                  }
                >
                  {key.revoked_at ? t('apiUsage.revoked') : t('apiUsage.active')}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section
        aria-labelledby="api-usage-team"
        className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h2 id="api-usage-team" className="font-semibold text-slate-900">
          {t('apiUsage.teamHeading')}
        </h2>
        {users.isPending ? (
          <p className="mt-3 text-sm text-slate-500">{t('apiUsage.loading')}</p>
        ) : users.isError ? (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {getErrorMessage(users.error)}
          </p>
        ) : (
          <p className="mt-3 text-sm text-slate-700">
            {t('apiUsage.users', { count: users.data.count })}
          </p>
        )}
      </section>
    </main>
  );
}

export const config = defineSetting({
  path: '/api-usage',
  page: ApiUsagePage,
  card: { label: 'apiUsage.label', description: 'apiUsage.description', icon: KeyIcon },
});
