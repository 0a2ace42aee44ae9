import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoginForm } from './components/login-form';

export function LoginPage() {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 px-4 py-12 text-slate-900">
      <div className="w-full max-w-sm">
        <p className="mb-6 text-center text-sm font-semibold uppercase tracking-widest text-slate-500">
          {t('common:appName')}
        </p>
        <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="text-xl font-semibold">{t('login.title')}</h1>
          <p className="mt-1 text-sm text-slate-600">{t('login.subtitle')}</p>
          <LoginForm />
          <p className="mt-4 text-center text-sm">
            <Link to="/reset-password" className="text-slate-700 underline">
              {t('login.forgot')}
            </Link>
          </p>
        </div>
        <p className="mt-6 text-center text-sm text-slate-600">
          {t('login.noAccount')}{' '}
          <Link to="/sign-up-org" className="font-medium text-slate-900 underline">
            {t('login.signUp')}
          </Link>
        </p>
      </div>
    </main>
  );
}
