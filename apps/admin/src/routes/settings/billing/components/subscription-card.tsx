import { getErrorMessage } from '@storedesk/client';
import { findPlan, type Billing } from '@storedesk/contract';
import {
  useAdminCancelBilling,
  useAdminManageBilling,
  useAdminResumeBilling,
} from '@storedesk/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { usePlanText } from '@/lib/plan-text';
import { monthlyPrice, periodEnd } from '../format';

const STATUS_TONE: Record<Billing['status'], string> = {
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  past_due: 'bg-amber-50 text-amber-900 ring-amber-300',
  canceled: 'bg-red-50 text-red-800 ring-red-200',
};

function periodEndKey(billing: Billing) {
  if (billing.status === 'canceled') return 'subscription.periodEnd.paidUntil' as const;
  return billing.cancel_at_period_end
    ? ('subscription.periodEnd.ends' as const)
    : ('subscription.periodEnd.renews' as const);
}

/** The plan, its status, price and renewal, and what the owner can do about it. */
export function SubscriptionCard({ billing }: { billing: Billing }) {
  const { t, i18n } = useTranslation('billing');
  const text = usePlanText();
  const plan = findPlan(billing.plan);
  const endDate = periodEnd(billing, i18n.language) ?? t('subscription.noDate');
  const [confirmCancel, setConfirmCancel] = useState(false);

  const manage = useAdminManageBilling({
    onSuccess: ({ url }) => window.location.assign(url),
  });
  const resume = useAdminResumeBilling({
    onSuccess: () => {
      toast.success(t('subscription.resumed'));
    },
  });
  const cancel = useAdminCancelBilling({
    onSuccess: () => {
      setConfirmCancel(false);
      toast.success(t('subscription.canceled', { date: endDate }));
    },
  });

  const isLocal = billing.provider === 'local';
  const unpaid = billing.status === 'past_due' || billing.status === 'canceled';
  const canResume = isLocal && billing.cancel_at_period_end && billing.status !== 'canceled';
  const canCancel = isLocal && !billing.cancel_at_period_end && billing.status === 'active';
  // While the browser leaves for the payment page, the button stays busy.
  const leaving = manage.isPending || manage.isSuccess;
  const actionError = manage.error ?? resume.error;

  return (
    <Card aria-labelledby="subscription-heading">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-sm font-medium text-slate-500">{t('subscription.currentPlan')}</p>
          <h2 id="subscription-heading" className="mt-1 text-xl font-semibold">
            {t('subscription.planName', { plan: plan ? text.title(plan) : billing.plan })}
          </h2>
        </div>
        <span
          aria-label={t('subscription.statusLabel', {
            status: t(`subscription.statuses.${billing.status}`),
          })}
          className={`rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset ${STATUS_TONE[billing.status]}`}
        >
          {t(`subscription.statuses.${billing.status}`)}
        </span>
      </div>

      <dl className="mt-6 grid gap-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-500">{t('subscription.price')}</dt>
          <dd className="mt-1 font-medium text-slate-900">
            {t('subscription.pricePerMonth', {
              price: monthlyPrice(billing.amount, billing.currency_code),
            })}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">{t(periodEndKey(billing))}</dt>
          <dd className="mt-1 font-medium text-slate-900">{endDate}</dd>
        </div>
      </dl>

      {billing.cancel_at_period_end && billing.status === 'active' && (
        <p className="mt-6 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700">
          {t('subscription.endsNotice', { date: endDate })}
        </p>
      )}
      {billing.status === 'past_due' && (
        <p className="mt-6 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t('subscription.pastDueNotice')}
        </p>
      )}
      {billing.status === 'canceled' && (
        <p className="mt-6 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {t('subscription.canceledNotice')}
        </p>
      )}

      {actionError && (
        <div className="mt-6">
          <Alert>{getErrorMessage(actionError)}</Alert>
        </div>
      )}

      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
        {isLocal && unpaid && (
          <Button isLoading={leaving} onClick={() => manage.mutate()}>
            {t('subscription.payNow')}
          </Button>
        )}
        {canResume && (
          <Button isLoading={resume.isPending} onClick={() => resume.mutate()}>
            {t('subscription.resume')}
          </Button>
        )}
        {canCancel && (
          <Button
            variant="secondary"
            onClick={() => {
              cancel.reset();
              setConfirmCancel(true);
            }}
          >
            {t('subscription.cancel')}
          </Button>
        )}
        {!isLocal && (
          <>
            <Button isLoading={leaving} onClick={() => manage.mutate()}>
              {t('subscription.manage')}
            </Button>
            <p className="text-sm text-slate-600">{t('subscription.manageHint')}</p>
          </>
        )}
      </div>

      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title={t('subscription.cancelTitle')}
        description={t('subscription.cancelText', { date: endDate })}
        confirmLabel={t('subscription.cancelConfirm')}
        cancelLabel={t('subscription.cancelKeep')}
        variant="danger"
        isLoading={cancel.isPending}
        error={cancel.error ? getErrorMessage(cancel.error) : undefined}
        onConfirm={() => cancel.mutate()}
      />
    </Card>
  );
}
