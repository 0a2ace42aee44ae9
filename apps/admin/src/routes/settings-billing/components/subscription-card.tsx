import { getErrorMessage } from '@storedesk/client';
import { findPlan, type Billing } from '@storedesk/contract';
import {
  useAdminCancelBilling,
  useAdminManageBilling,
  useAdminResumeBilling,
} from '@storedesk/react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { copy } from '../copy';
import { monthlyPrice, periodEnd } from '../format';

const STATUS_TONE: Record<Billing['status'], string> = {
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  past_due: 'bg-amber-50 text-amber-900 ring-amber-300',
  canceled: 'bg-red-50 text-red-800 ring-red-200',
};

function periodEndLabel(billing: Billing): string {
  if (billing.status === 'canceled') return copy.periodEnd.paidUntil;
  return billing.cancel_at_period_end ? copy.periodEnd.ends : copy.periodEnd.renews;
}

/** The plan, its status, price and renewal, and what the owner can do about it. */
export function SubscriptionCard({ billing }: { billing: Billing }) {
  const plan = findPlan(billing.plan);
  const endDate = periodEnd(billing) ?? copy.noDate;
  const [confirmCancel, setConfirmCancel] = useState(false);

  const manage = useAdminManageBilling({
    onSuccess: ({ url }) => window.location.assign(url),
  });
  const resume = useAdminResumeBilling({
    onSuccess: () => {
      toast.success(copy.resumed);
    },
  });
  const cancel = useAdminCancelBilling({
    onSuccess: () => {
      setConfirmCancel(false);
      toast.success(copy.canceled(endDate));
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
          <p className="text-sm font-medium text-slate-500">{copy.currentPlan}</p>
          <h2 id="subscription-heading" className="mt-1 text-xl font-semibold">
            {plan ? copy.planName(plan) : billing.plan}
          </h2>
        </div>
        <span
          aria-label={`${copy.status}: ${copy.statuses[billing.status]}`}
          className={`rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset ${STATUS_TONE[billing.status]}`}
        >
          {copy.statuses[billing.status]}
        </span>
      </div>

      <dl className="mt-6 grid gap-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-500">{copy.price}</dt>
          <dd className="mt-1 font-medium text-slate-900">
            {monthlyPrice(billing.amount, billing.currency_code)} {copy.perMonth}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">{periodEndLabel(billing)}</dt>
          <dd className="mt-1 font-medium text-slate-900">{endDate}</dd>
        </div>
      </dl>

      {billing.cancel_at_period_end && billing.status === 'active' && (
        <p className="mt-6 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700">
          {copy.endsNotice(endDate)}
        </p>
      )}
      {billing.status === 'past_due' && (
        <p className="mt-6 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {copy.pastDueNotice}
        </p>
      )}
      {billing.status === 'canceled' && (
        <p className="mt-6 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {copy.canceledNotice}
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
            {copy.payNow}
          </Button>
        )}
        {canResume && (
          <Button isLoading={resume.isPending} onClick={() => resume.mutate()}>
            {copy.resume}
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
            {copy.cancel}
          </Button>
        )}
        {!isLocal && (
          <>
            <Button isLoading={leaving} onClick={() => manage.mutate()}>
              {copy.manage}
            </Button>
            <p className="text-sm text-slate-600">{copy.manageHint}</p>
          </>
        )}
      </div>

      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title={copy.cancelTitle}
        description={copy.cancelText(endDate)}
        confirmLabel={copy.cancelConfirm}
        cancelLabel={copy.cancelKeep}
        variant="danger"
        isLoading={cancel.isPending}
        error={cancel.error ? getErrorMessage(cancel.error) : undefined}
        onConfirm={() => cancel.mutate()}
      />
    </Card>
  );
}
