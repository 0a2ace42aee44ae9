import { getErrorMessage } from '@storedesk/client';
import { useAdminBilling } from '@storedesk/react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/alert';
import { Card } from '@/components/card';
import { Spinner } from '@/components/spinner';
import { ChangePlanForm } from './components/change-plan-form';
import { SubscriptionCard } from './components/subscription-card';

export function SettingsBillingPage() {
  const { t } = useTranslation('billing');
  const billing = useAdminBilling();
  const [searchParams] = useSearchParams();
  const justPaid = searchParams.get('paid') === '1';

  return (
    <main className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="flex max-w-3xl flex-col gap-6">
        <div>
          <Link
            to="/a/settings"
            className="text-sm font-medium text-slate-600 underline-offset-4 hover:text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
          >
            <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
              ←
            </span>{' '}
            {t('page.back')}
          </Link>
          <h1 className="mt-3 text-2xl font-semibold">{t('page.title')}</h1>
          <p className="mt-1 text-sm text-slate-600">{t('page.subtitle')}</p>
        </div>

        {justPaid && (
          <p
            role="status"
            className="rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
          >
            {t('page.paid')}
          </p>
        )}

        {billing.isPending ? (
          <p className="flex items-center gap-2 text-slate-600" aria-live="polite">
            <Spinner />
            {t('page.loading')}
          </p>
        ) : billing.isError ? (
          <Alert>{getErrorMessage(billing.error)}</Alert>
        ) : billing.data.billing === null ? (
          <Card>
            <h2 className="text-lg font-semibold">{t('page.noPlan')}</h2>
            <p className="mt-1 text-sm text-slate-600">{t('page.noPlanHint')}</p>
          </Card>
        ) : (
          <>
            <SubscriptionCard billing={billing.data.billing} />
            {billing.data.billing.provider === 'local' &&
              billing.data.billing.status === 'active' && (
                <ChangePlanForm billing={billing.data.billing} />
              )}
          </>
        )}
      </div>
    </main>
  );
}
