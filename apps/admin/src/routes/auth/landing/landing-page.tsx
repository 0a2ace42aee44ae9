import { useAdminGetSession } from '@storedesk/react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { buttonClassName } from '@/components/button';

const FEATURES = ['orders', 'catalogue', 'customers', 'languages'] as const;

/** What Storedesk is, with the way in; a signed-in user goes straight to the dashboard. */
export function LandingPage() {
  const { t } = useTranslation(['auth', 'common']);
  const session = useAdminGetSession();
  if (session.data) return <Navigate to="/a" replace />;

  return (
    <main className="min-h-dvh bg-slate-50 text-slate-900">
      <header className="mx-auto flex max-w-5xl items-center justify-between px-4 py-5 sm:px-6">
        <span className="text-sm font-semibold uppercase tracking-widest text-slate-500">
          {t('common:appName')}
        </span>
        <Link to="/login" className={buttonClassName('secondary')}>
          {t('landing.logIn')}
        </Link>
      </header>
      <section className="mx-auto max-w-5xl px-4 pb-16 pt-10 sm:px-6 sm:pt-20">
        <p className="text-sm font-medium text-slate-500">{t('landing.tagline')}</p>
        <h1 className="mt-3 max-w-3xl text-3xl font-semibold tracking-tight sm:text-5xl">
          {t('landing.title')}
        </h1>
        <p className="mt-5 max-w-2xl text-base text-slate-600 sm:text-lg">{t('landing.text')}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/sign-up-org" className={buttonClassName('primary', 'px-6 py-3 text-base')}>
            {t('landing.signUp')}
          </Link>
          <Link to="/login" className={buttonClassName('secondary', 'px-6 py-3 text-base')}>
            {t('landing.logIn')}
          </Link>
        </div>
        <ul className="mt-14 grid gap-4 sm:grid-cols-2">
          {FEATURES.map((feature) => (
            <li
              key={feature}
              className="rounded-xl border border-slate-200 bg-white p-5 text-sm font-medium shadow-sm"
            >
              {t(`landing.features.${feature}`)}
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
