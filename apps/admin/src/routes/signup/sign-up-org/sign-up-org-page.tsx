import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '@/components/card';
import { PublicPage } from '@/components/public-page';
import { SignUpForm } from './components/sign-up-form';

export function SignUpOrgPage() {
  const { t } = useTranslation('signup');
  return (
    <PublicPage width="md">
      <Card>
        <h1 className="text-xl font-semibold">{t('form.title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('form.subtitle')}</p>
        <SignUpForm />
      </Card>
      <p className="mt-6 text-center text-sm text-slate-600">
        {t('form.haveAccount')}{' '}
        <Link
          to="/login"
          className="font-medium text-slate-900 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
        >
          {t('form.logIn')}
        </Link>
      </p>
    </PublicPage>
  );
}
