import { getErrorMessage } from '@storedesk/client';
import { PASSWORD_MIN_LENGTH } from '@storedesk/contract';
import { useAdminAcceptInvite, useAdminLogin } from '@storedesk/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Alert } from '@/components/alert';
import { Button, buttonClassName } from '@/components/button';
import { Card } from '@/components/card';
import { PublicPage } from '@/components/public-page';
import { TextField } from '@/components/text-field';

type Field = 'firstName' | 'lastName' | 'password';

/** Accept an invitation: name and password, then signed in to the inviting store. */
export function InvitePage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const token = new URLSearchParams(useLocation().hash.replace(/^#/, '')).get('token');
  const [values, setValues] = useState({ firstName: '', lastName: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const login = useAdminLogin({ onSuccess: () => navigate('/a', { replace: true }) });
  const accept = useAdminAcceptInvite({
    onSuccess: (data, variables) =>
      login.mutate({ email: data.user.email, password: variables.user.password }),
  });

  if (!token) {
    return (
      <PublicPage width="sm">
        <Card>
          <h1 className="text-xl font-semibold">{t('invite.missingTitle')}</h1>
          <p className="mt-2 text-sm text-slate-600">{t('invite.missingText')}</p>
          <Link to="/login" className={buttonClassName('secondary', 'mt-6 w-full')}>
            {t('reset.backToLogin')}
          </Link>
        </Card>
      </PublicPage>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!values.firstName.trim()) found.firstName = t('invite.firstNameRequired');
    if (!values.lastName.trim()) found.lastName = t('invite.lastNameRequired');
    if (values.password.length < PASSWORD_MIN_LENGTH) found.password = t('invite.tooShort');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    accept.mutate({
      token,
      user: {
        first_name: values.firstName.trim(),
        last_name: values.lastName.trim(),
        password: values.password,
      },
    });
  };
  const field = (name: Field) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues({ ...values, [name]: event.target.value }),
    error: errors[name],
  });
  const failure = accept.error ?? login.error;

  return (
    <PublicPage width="sm">
      <Card>
        <h1 className="text-xl font-semibold">{t('invite.title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('invite.text')}</p>
        <form onSubmit={submit} noValidate className="mt-6 flex flex-col gap-4">
          {failure && <Alert>{getErrorMessage(failure)}</Alert>}
          <TextField
            id="first-name"
            autoComplete="given-name"
            label={t('invite.firstName')}
            {...field('firstName')}
          />
          <TextField
            id="last-name"
            autoComplete="family-name"
            label={t('invite.lastName')}
            {...field('lastName')}
          />
          <TextField
            id="password"
            type="password"
            autoComplete="new-password"
            label={t('invite.password')}
            {...field('password')}
          />
          <Button type="submit" isLoading={accept.isPending || login.isPending} className="w-full">
            {t('invite.submit')}
          </Button>
        </form>
      </Card>
    </PublicPage>
  );
}
