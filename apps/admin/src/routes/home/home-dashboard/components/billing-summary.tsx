import { findPlan } from '@storedesk/contract';
import { useAdminBilling } from '@storedesk/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePlanText } from '@/lib/plan-text';
import { periodEnd } from '@/routes/settings/billing/format';

/** The plan, its status and the next date, linking to Billing. */
export function BillingSummary() {
  const { t, i18n } = useTranslation('billing');
  const text = usePlanText();
  const billing = useAdminBilling();
  const data = billing.data?.billing;

  let line: string;
  let detail: string | null = null;
  if (billing.isPending) line = t('summary.loading');
  else if (billing.isError) line = t('summary.unavailable');
  else if (!data) line = t('summary.noPlan');
  else {
    const plan = findPlan(data.plan);
    line = t('summary.plan', {
      plan: plan ? text.title(plan) : data.plan,
      status: t(`subscription.statuses.${data.status}`),
    });
    const date = periodEnd(data, i18n.language);
    if (date) {
      detail =
        data.status === 'canceled'
          ? t('summary.paidUntil', { date })
          : data.cancel_at_period_end
            ? t('summary.ends', { date })
            : t('summary.renews', { date });
    }
  }

  return (
    <Link
      to="/a/settings/billing"
      className="block h-full rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-slate-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
    >
      <span className="block text-sm font-medium text-slate-500">{t('summary.title')}</span>
      <span className="mt-1 block font-semibold text-slate-900">{line}</span>
      {detail && <span className="mt-1 block text-sm text-slate-600">{detail}</span>}
    </Link>
  );
}
