import { getErrorMessage } from '@storedesk/client';
import { useSignupStatus } from '@storedesk/react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { PublicPage } from '@/components/public-page';
import { Spinner } from '@/components/spinner';
import { clearSignupData } from '@/lib/signup-data';

export function SuccessPage() {
  const { t } = useTranslation('signup');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id');
  const status = useSignupStatus(sessionId);

  const goToLogin = () => {
    clearSignupData();
    void navigate('/login');
  };
  const loginButton = (
    <Button onClick={goToLogin} className="mt-6 w-full">
      {t('success.goToLogin')}
    </Button>
  );

  if (sessionId && (status.isPending || status.data?.status === 'pending')) {
    return (
      <PublicPage width="sm">
        <Card aria-busy="true">
          <h1 className="flex items-center gap-3 text-xl font-semibold" aria-live="polite">
            <Spinner className="size-5 text-slate-500" />
            {t('success.settingUp')}
          </h1>
          <p className="mt-2 text-sm text-slate-600">{t('success.settingUpHint')}</p>
        </Card>
      </PublicPage>
    );
  }

  if (sessionId && status.isError) {
    return (
      <PublicPage width="sm">
        <Card>
          <h1 className="text-xl font-semibold">{t('success.unknownTitle')}</h1>
          <div className="mt-4">
            <Alert>{getErrorMessage(status.error)}</Alert>
          </div>
          {loginButton}
        </Card>
      </PublicPage>
    );
  }

  if (status.data?.status === 'needs_attention') {
    return (
      <PublicPage width="sm">
        <Card>
          <h1 className="text-xl font-semibold">{t('success.takenTitle')}</h1>
          <div className="mt-4">
            <Alert>{t('success.takenText')}</Alert>
          </div>
          {loginButton}
          <p className="mt-4 text-center text-sm">
            <Link
              to="/sign-up-org"
              className="font-medium text-slate-900 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
            >
              {t('success.signUpAgain')}
            </Link>
          </p>
        </Card>
      </PublicPage>
    );
  }

  return (
    <PublicPage width="sm">
      <Card className="text-center">
        <SuccessIcon />
        <h1 className="mt-4 text-xl font-semibold">{t('success.title')}</h1>
        <p className="mt-2 text-sm text-slate-600">{t('success.text')}</p>
        {loginButton}
      </Card>
    </PublicPage>
  );
}

function SuccessIcon() {
  return (
    <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
      <svg viewBox="0 0 20 20" className="size-6" fill="currentColor" aria-hidden="true">
        <path
          fillRule="evenodd"
          d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
          clipRule="evenodd"
        />
      </svg>
    </span>
  );
}
