import { getErrorMessage, isStoredeskError } from '@storedesk/client';
import { formatAmount, useAdminOrgPayment } from '@storedesk/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { PublicPage } from '@/components/public-page';
import { readSignupData } from '@/lib/signup-data';
import { usePlanText } from '@/lib/plan-text';
import type { loader } from './loader';

export function CheckoutPage() {
  const { plan } = useLoaderData<typeof loader>();
  const { t } = useTranslation('signup');
  const text = usePlanText();
  const orgPayment = useAdminOrgPayment();
  // Stays true while the browser leaves for the hosted checkout.
  const [leaving, setLeaving] = useState(false);
  const busy = orgPayment.isPending || leaving;

  // Back from the hosted checkout, the browser may restore this page as it was: ready again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  async function proceed() {
    const data = readSignupData();
    if (!data) {
      toast.error(t('checkout.userDataMissing'));
      return;
    }
    try {
      const { sessionId, url } = await orgPayment.mutateAsync({
        userData: { ...data, plan: plan.name },
      });
      if (!sessionId || !url) {
        toast.error(t('checkout.checkoutFailed'));
        return;
      }
      setLeaving(true);
      window.location.assign(url);
    } catch (error) {
      // The server's reason (e.g. the email was taken meanwhile) when it gave one.
      const answered = isStoredeskError(error) && error.status !== undefined;
      toast.error(t('checkout.somethingWrong'), answered ? getErrorMessage(error) : undefined);
    }
  }

  return (
    <PublicPage width="sm">
      <Card>
        <h1 className="text-xl font-semibold">{t('checkout.title')}</h1>
        <p className="mt-4 text-base text-slate-800">
          {t('checkout.selected', { plan: text.title(plan) })}
        </p>
        <p className="mt-2 flex items-baseline gap-1">
          <span className="text-3xl font-semibold tracking-tight">
            {formatAmount({ amount: plan.price, currency_code: plan.currency_code })}
          </span>
          <span className="text-sm text-slate-500">{t('checkout.perMonth')}</span>
        </p>
        <p className="mt-4 text-sm text-slate-600">{t('checkout.note')}</p>
        <Button onClick={proceed} isLoading={busy} className="mt-6 w-full">
          {busy ? t('checkout.processing') : t('checkout.proceed')}
        </Button>
        <p className="mt-4 text-center text-sm">
          <Link
            to="/plans"
            className="font-medium text-slate-900 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
          >
            {t('checkout.back')}
          </Link>
        </p>
      </Card>
    </PublicPage>
  );
}
