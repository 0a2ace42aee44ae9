import { getErrorMessage } from '@storedesk/client';
import { PLANS, findPlan, type Billing, type PlanName } from '@storedesk/contract';
import { useAdminChangeBillingPlan } from '@storedesk/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { usePlanText } from '@/lib/plan-text';
import { monthlyPrice } from '../format';

/** Local provider: pick another plan, confirm, switched now. */
export function ChangePlanForm({ billing }: { billing: Billing }) {
  const { t } = useTranslation('billing');
  const text = usePlanText();
  const [selected, setSelected] = useState<PlanName>(billing.plan);
  const [confirming, setConfirming] = useState(false);
  const change = useAdminChangeBillingPlan({
    onSuccess: (data) => {
      setConfirming(false);
      const plan = data.billing && findPlan(data.billing.plan);
      if (plan) toast.success(t('changePlan.changed', { plan: text.title(plan) }));
    },
  });
  const target = findPlan(selected);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (selected === billing.plan) return;
    change.reset();
    setConfirming(true);
  };

  return (
    <Card aria-labelledby="change-plan-heading">
      <form onSubmit={onSubmit}>
        <fieldset>
          <legend id="change-plan-heading" className="text-lg font-semibold">
            {t('changePlan.title')}
          </legend>
          <p className="mt-1 text-sm text-slate-600">{t('changePlan.hint')}</p>
          <div className="mt-4 grid gap-3 sm:grid-cols-3">
            {PLANS.map((plan) => (
              <label
                key={plan.name}
                className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-4 has-checked:border-slate-900 has-checked:ring-1 has-checked:ring-slate-900 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-slate-900"
              >
                <input
                  type="radio"
                  name="plan"
                  value={plan.name}
                  checked={selected === plan.name}
                  onChange={() => setSelected(plan.name)}
                  className="mt-1 size-4 accent-slate-900 focus:outline-none"
                />
                <span className="text-sm">
                  <span className="block font-semibold text-slate-900">
                    {text.title(plan)}
                    {plan.name === billing.plan && (
                      <span className="ms-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600">
                        {t('changePlan.current')}
                      </span>
                    )}
                  </span>
                  <span className="mt-1 block text-slate-600">
                    {t('subscription.pricePerMonth', {
                      price: monthlyPrice(plan.price, plan.currency_code),
                    })}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <Button type="submit" className="mt-4" disabled={selected === billing.plan}>
          {t('changePlan.submit')}
        </Button>
      </form>

      {target && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t('changePlan.confirmTitle', { plan: text.title(target) })}
          description={t('changePlan.confirmText', {
            plan: text.title(target),
            price: monthlyPrice(target.price, target.currency_code),
          })}
          confirmLabel={t('changePlan.confirm')}
          cancelLabel={t('changePlan.keep')}
          isLoading={change.isPending}
          error={change.error ? getErrorMessage(change.error) : undefined}
          onConfirm={() => change.mutate({ plan: target.name })}
        />
      )}
    </Card>
  );
}
