import { useAdminBilling } from '@storedesk/react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

const BILLING_PATH = '/a/settings/billing';

/** Tells the owner, on every page behind login, when the store's payment needs attention. */
export function BillingBanner() {
  const { t } = useTranslation('billing');
  const billing = useAdminBilling();
  const { pathname } = useLocation();
  const status = billing.data?.billing?.status;
  // The billing page says the same in its own words, next to the way to pay.
  if ((status !== 'past_due' && status !== 'canceled') || pathname === BILLING_PATH) return null;

  const tone =
    status === 'past_due'
      ? 'border-amber-300 bg-amber-50 text-amber-900'
      : 'border-red-300 bg-red-50 text-red-900';
  return (
    <div role="status" className={`border-b ${tone}`}>
      <div className="mx-auto flex max-w-5xl flex-col gap-2 px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p className="font-medium">
          {status === 'past_due' ? t('banner.pastDue') : t('banner.canceled')}
        </p>
        <Link
          to={BILLING_PATH}
          className="shrink-0 font-semibold underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          {t('banner.link')}
        </Link>
      </div>
    </div>
  );
}
