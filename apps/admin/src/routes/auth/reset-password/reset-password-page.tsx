import { getErrorMessage } from '@storedesk/client';
import { EMAIL_PATTERN, PASSWORD_MIN_LENGTH } from '@storedesk/contract';
import { useAdminResetPassword, useAdminSendResetPasswordToken } from '@storedesk/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Alert } from '@/components/alert';
import { Button, buttonClassName } from '@/components/button';
import { Card } from '@/components/card';
import { PublicPage } from '@/components/public-page';
import { TextField } from '@/components/text-field';

/** The reset link carries its token in the fragment (`#token=…&email=…`), never sent to a server log. */
function readFragment(hash: string): { token: string | null; email: string | null } {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return { token: params.get('token'), email: params.get('email') };
}

function RequestLink() {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const send = useAdminSendResetPasswordToken();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim().toLowerCase();
    if (!EMAIL_PATTERN.test(value)) return setInvalid(true);
    setInvalid(false);
    send.mutate({ email: value });
  };

  if (send.isSuccess) {
    return (
      <Card>
        <h1 className="text-xl font-semibold">{t('reset.sentTitle')}</h1>
        <p className="mt-2 text-sm text-slate-600">
          {t('reset.sentText', { email: email.trim() })}
        </p>
        <Link to="/login" className={buttonClassName('secondary', 'mt-6 w-full')}>
          {t('reset.backToLogin')}
        </Link>
      </Card>
    );
  }
  return (
    <Card>
      <h1 className="text-xl font-semibold">{t('reset.requestTitle')}</h1>
      <p className="mt-1 text-sm text-slate-600">{t('reset.requestText')}</p>
      <form onSubmit={submit} noValidate className="mt-6 flex flex-col gap-4">
        {send.isError && <Alert>{getErrorMessage(send.error)}</Alert>}
        <TextField
          id="email"
          type="email"
          autoComplete="username"
          label={t('reset.email')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={invalid ? t('reset.emailInvalid') : undefined}
        />
        <Button type="submit" isLoading={send.isPending} className="w-full">
          {t('reset.send')}
        </Button>
        <Link to="/login" className="text-center text-sm text-slate-700 underline">
          {t('reset.backToLogin')}
        </Link>
      </form>
    </Card>
  );
}

function ChoosePassword({ token, email }: { token: string; email: string | null }) {
  const { t } = useTranslation('auth');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<'tooShort' | 'mismatch' | null>(null);
  const reset = useAdminResetPassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password.length < PASSWORD_MIN_LENGTH) return setProblem('tooShort');
    if (password !== confirm) return setProblem('mismatch');
    setProblem(null);
    reset.mutate({ token, password, ...(email ? { email } : {}) });
  };

  if (reset.isSuccess) {
    return (
      <Card>
        <h1 className="text-xl font-semibold">{t('reset.doneTitle')}</h1>
        <p className="mt-2 text-sm text-slate-600">{t('reset.doneText')}</p>
        <Link to="/login" className={buttonClassName('primary', 'mt-6 w-full')}>
          {t('reset.backToLogin')}
        </Link>
      </Card>
    );
  }
  return (
    <Card>
      <h1 className="text-xl font-semibold">{t('reset.chooseTitle')}</h1>
      <p className="mt-1 text-sm text-slate-600">{t('reset.chooseText')}</p>
      <form onSubmit={submit} noValidate className="mt-6 flex flex-col gap-4">
        {reset.isError && <Alert>{getErrorMessage(reset.error)}</Alert>}
        <TextField
          id="new-password"
          type="password"
          autoComplete="new-password"
          label={t('reset.newPassword')}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={problem === 'tooShort' ? t('reset.tooShort') : undefined}
        />
        <TextField
          id="confirm-password"
          type="password"
          autoComplete="new-password"
          label={t('reset.confirmPassword')}
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
          error={problem === 'mismatch' ? t('reset.mismatch') : undefined}
        />
        <Button type="submit" isLoading={reset.isPending} className="w-full">
          {t('reset.save')}
        </Button>
      </form>
    </Card>
  );
}

/** Ask for a reset link, or, opened from the link, set the new password. */
export function ResetPasswordPage() {
  const { hash } = useLocation();
  const { token, email } = readFragment(hash);
  return (
    <PublicPage width="sm">
      {token ? <ChoosePassword token={token} email={email} /> : <RequestLink />}
    </PublicPage>
  );
}
