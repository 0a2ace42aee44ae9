import { PLANS, type Plan } from '@storedesk/contract';
import { formatAmount } from '@storedesk/react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { buttonClassName } from '@/components/button';
import { PublicPage } from '@/components/public-page';
import { usePlanText } from '@/lib/plan-text';
import type { loader } from './loader';

const price = (plan: Plan) =>
  formatAmount({ amount: plan.price, currency_code: plan.currency_code, maximumFractionDigits: 0 });

export function PlansPage() {
  const { organization, email } = useLoaderData<typeof loader>();
  const { t } = useTranslation('signup');
  const text = usePlanText();

  return (
    <PublicPage width="wide">
      <div className="text-center">
        <h1 className="text-2xl font-semibold sm:text-3xl">{t('plans.title')}</h1>
        <p className="mt-2 text-sm text-slate-600">{t('plans.subtitle')}</p>
        <p className="mt-1 text-sm text-slate-600">
          <Trans
            t={t}
            i18nKey="plans.signingUpAs"
            values={{ organization, email }}
            components={{
              org: <span className="font-medium break-words text-slate-900" />,
              email: <span className="break-words" />,
            }}
          />
        </p>
      </div>

      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {PLANS.map((plan) => (
          <li key={plan.name}>
            <section
              aria-labelledby={`plan-${plan.name}`}
              className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <h2 id={`plan-${plan.name}`} className="text-lg font-semibold">
                {text.title(plan)}
              </h2>
              <p className="mt-1 text-sm text-slate-600">{text.description(plan)}</p>
              <p className="mt-4 flex items-baseline gap-1">
                <span className="text-4xl font-semibold tracking-tight">{price(plan)}</span>
                <span className="text-sm text-slate-500">{t('plans.perMonth')}</span>
              </p>
              <ul
                aria-label={t('plans.features', { plan: text.title(plan) })}
                className="mt-6 flex flex-1 flex-col gap-2 text-sm"
              >
                {plan.features.map((feature) => (
                  <li key={feature} className="flex items-start gap-2 text-slate-700">
                    <CheckIcon />
                    {text.feature(feature)}
                  </li>
                ))}
              </ul>
              <Link
                to={`/checkout?plan=${encodeURIComponent(plan.name.toLowerCase())}`}
                className={buttonClassName('primary', 'mt-6 w-full')}
              >
                {t('plans.choose', { plan: text.title(plan) })}
              </Link>
            </section>
          </li>
        ))}
      </ul>

      <p className="mt-8 text-center text-sm">
        <Link
          to="/sign-up-org"
          className="font-medium text-slate-900 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
        >
          {t('plans.editDetails')}
        </Link>
      </p>
    </PublicPage>
  );
}

function CheckIcon() {
  return (
    <svg
      viewBox="0 0 20 20"
      className="mt-0.5 size-4 shrink-0 text-emerald-600"
      fill="currentColor"
      aria-hidden="true"
    >
      <path
        fillRule="evenodd"
        d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
        clipRule="evenodd"
      />
    </svg>
  );
}
