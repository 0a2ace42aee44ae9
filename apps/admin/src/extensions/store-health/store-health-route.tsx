import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { defineRoute } from '@/features/registries/extension-types';
import { fetchHealth } from './fetch-health';
import { PulseIcon } from './pulse-icon';

/** Not an admin resource (no store scope): the key only has to be unique in the cache. */
const HEALTH_QUERY_KEY = ['extensions', 'store-health'] as const;

type Part = 'ok' | 'unavailable' | undefined;

function StatusRow({ label, value }: { label: string; value: Part }) {
  const { t } = useTranslation('extensions');
  const text =
    value === 'ok'
      ? t('storeHealth.ok')
      : value === 'unavailable'
        ? t('storeHealth.unavailable')
        : t('storeHealth.unknown');
  const dot =
    value === 'ok' ? 'bg-emerald-500' : value === 'unavailable' ? 'bg-red-500' : 'bg-slate-300';
  return (
    <div className="flex items-center justify-between gap-4 py-3">
      <dt className="text-slate-600">{label}</dt>
      <dd className="flex items-center gap-2 font-medium text-slate-900">
        <span className={`size-2 rounded-full ${dot}`} aria-hidden="true" />
        {text}
      </dd>
    </div>
  );
}

/** /a/store-health: whether the API and its database answer. */
export function StoreHealthPage() {
  const { t, i18n } = useTranslation('extensions');
  const health = useQuery({
    queryKey: HEALTH_QUERY_KEY,
    queryFn: ({ signal }) => fetchHealth(signal),
    staleTime: 0,
    retry: false,
  });
  const checkedAt =
    health.dataUpdatedAt || health.errorUpdatedAt
      ? new Intl.DateTimeFormat(i18n.language, { timeStyle: 'medium' }).format(
          new Date(Math.max(health.dataUpdatedAt, health.errorUpdatedAt)),
        )
      : null;

  return (
    <main className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-8 sm:px-6">
      <header>
        <h1 className="text-2xl font-semibold text-slate-900">{t('storeHealth.title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('storeHealth.intro')}</p>
      </header>
      <section className="rounded-xl border border-slate-200 bg-white px-6 py-3 shadow-sm">
        {health.isPending ? (
          <p className="py-3 text-sm text-slate-500">{t('storeHealth.loading')}</p>
        ) : (
          <dl className="divide-y divide-slate-100 text-sm" aria-live="polite">
            <StatusRow
              label={t('storeHealth.api')}
              value={health.isError ? 'unavailable' : health.data.status}
            />
            <StatusRow label={t('storeHealth.database')} value={health.data?.database} />
          </dl>
        )}
        {health.isError && (
          <p role="alert" className="pb-3 text-sm text-red-700">
            {t('storeHealth.unreachable')}
          </p>
        )}
      </section>
      <div className="flex items-center justify-between gap-4">
        <p className="text-xs text-slate-500">
          {checkedAt && t('storeHealth.checkedAt', { time: checkedAt })}
        </p>
        <Button
          variant="secondary"
          isLoading={health.isFetching}
          onClick={() => void health.refetch()}
        >
          {t('storeHealth.checkAgain')}
        </Button>
      </div>
    </main>
  );
}

export const config = defineRoute({
  path: '/store-health',
  page: StoreHealthPage,
  link: { label: 'storeHealth.label', icon: PulseIcon },
});
