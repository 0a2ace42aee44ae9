import { zodResolver } from '@hookform/resolvers/zod';
import { getErrorMessage } from '@storedesk/client';
import { AdminPostAuthReq } from '@storedesk/contract';
import { useAdminLogin } from '@storedesk/react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';

type LoginFormValues = z.input<typeof AdminPostAuthReq>;

/** The contract's login body; an empty field reads as a translation key the form resolves. */
const resolver = zodResolver(AdminPostAuthReq, {
  error: (issue) =>
    issue.code === 'too_small'
      ? issue.path?.[0] === 'email'
        ? 'login.emailRequired'
        : 'login.passwordRequired'
      : undefined,
});

const inputClass =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-xs placeholder:text-slate-400 focus:border-slate-900 focus:outline-2 focus:outline-offset-0 focus:outline-slate-900 aria-invalid:border-red-500';

export function LoginForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const login = useAdminLogin({
    onSuccess: () => navigate('/a', { replace: true }),
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginFormValues>({
    resolver,
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit((values) => {
    login.mutate(values);
  });
  const busy = login.isPending || login.isSuccess;

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 flex flex-col gap-4">
      {login.isError && <Alert>{getErrorMessage(login.error)}</Alert>}

      <div>
        <label htmlFor="email" className="block text-sm font-medium text-slate-800">
          {t('login.email')}
        </label>
        <input
          id="email"
          type="email"
          autoComplete="username"
          autoFocus
          className={inputClass}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'email-error' : undefined}
          {...register('email')}
        />
        {errors.email && (
          <p id="email-error" className="mt-1 text-sm text-red-700">
            {t(errors.email.message as 'login.emailRequired')}
          </p>
        )}
      </div>

      <div>
        <label htmlFor="password" className="block text-sm font-medium text-slate-800">
          {t('login.password')}
        </label>
        <input
          id="password"
          type="password"
          autoComplete="current-password"
          className={inputClass}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? 'password-error' : undefined}
          {...register('password')}
        />
        {errors.password && (
          <p id="password-error" className="mt-1 text-sm text-red-700">
            {t(errors.password.message as 'login.passwordRequired')}
          </p>
        )}
      </div>

      <Button type="submit" isLoading={busy} className="mt-2 w-full">
        {t('login.submit')}
      </Button>
    </form>
  );
}
