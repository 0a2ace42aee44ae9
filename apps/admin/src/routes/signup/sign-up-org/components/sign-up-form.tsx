import { zodResolver } from '@hookform/resolvers/zod';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SIGNUP_MESSAGES,
  SIGNUP_TEXT_MAX_LENGTH,
  SignupForm,
} from '@storedesk/contract';
import { useAdminIsUserExists } from '@storedesk/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import type { z } from 'zod';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { readSignupData, saveSignupData } from '@/lib/signup-data';

type Values = z.input<typeof SignupForm>;
type Output = z.output<typeof SignupForm>;

const EMPTY: Values = { fname: '', lname: '', email: '', organization: '', password: '' };

type MessageKey = keyof typeof SIGNUP_MESSAGES;
const MESSAGE_KEYS = Object.keys(SIGNUP_MESSAGES) as MessageKey[];

/** The contract's (English) message → its `validation:signup.*` key, so it shows translated. */
function useFieldError() {
  const { t } = useTranslation('validation');
  return (message: string | undefined): string | undefined => {
    if (message === undefined) return undefined;
    const key = MESSAGE_KEYS.find((candidate) => SIGNUP_MESSAGES[candidate] === message);
    const max = key === 'passwordTooLong' ? PASSWORD_MAX_LENGTH : SIGNUP_TEXT_MAX_LENGTH;
    return key ? t(`signup.${key}`, { min: PASSWORD_MIN_LENGTH, max }) : message;
  };
}

/** The sign-up form (SPEC point 2): checks the email is free, saves the data, goes to /plans. */
export function SignUpForm() {
  const { t } = useTranslation('signup');
  const fieldError = useFieldError();
  const navigate = useNavigate();
  const isUserExists = useAdminIsUserExists();
  const [showPassword, setShowPassword] = useState(false);
  // Coming back from the plan picker keeps what was typed.
  const [defaultValues] = useState<Values>(() => readSignupData() ?? EMPTY);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Output>({
    resolver: zodResolver(SignupForm),
    defaultValues,
  });

  const onSubmit = handleSubmit(async (values) => {
    const data = { ...values, email: values.email.toLowerCase() };
    try {
      const { isAccountExits } = await isUserExists.mutateAsync({ email: data.email });
      if (isAccountExits) {
        toast.error(t('form.errorTitle'), t('form.userExists'));
        return;
      }
      saveSignupData(data);
    } catch {
      toast.error(t('form.errorTitle'), t('form.checkFailed'));
      return;
    }
    await navigate('/plans');
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="fname"
          label={t('form.fname')}
          autoComplete="given-name"
          autoFocus
          error={fieldError(errors.fname?.message)}
          {...register('fname')}
        />
        <TextField
          id="lname"
          label={t('form.lname')}
          autoComplete="family-name"
          error={fieldError(errors.lname?.message)}
          {...register('lname')}
        />
      </div>
      <TextField
        id="email"
        label={t('form.email')}
        type="email"
        autoComplete="email"
        error={fieldError(errors.email?.message)}
        {...register('email')}
      />
      <TextField
        id="organization"
        label={t('form.organization')}
        autoComplete="organization"
        error={fieldError(errors.organization?.message)}
        {...register('organization')}
      />
      <TextField
        id="password"
        label={t('form.password')}
        type={showPassword ? 'text' : 'password'}
        autoComplete="new-password"
        error={fieldError(errors.password?.message)}
        trailing={
          <button
            type="button"
            onClick={() => setShowPassword((shown) => !shown)}
            aria-label={showPassword ? t('form.hidePassword') : t('form.showPassword')}
            aria-controls="password"
            className="rounded-md p-2 text-slate-500 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-slate-900"
          >
            {showPassword ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        }
        {...register('password')}
      />

      <Button type="submit" isLoading={isSubmitting} className="mt-2 w-full">
        {t('form.submit')}
      </Button>
    </form>
  );
}

function EyeIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" strokeLinejoin="round" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  );
}

function EyeOffIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path
        d="M10.6 5.1A10.8 10.8 0 0 1 12 5c6.5 0 10 7 10 7a17.6 17.6 0 0 1-3.2 4.2M6.6 6.6A17.3 17.3 0 0 0 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" strokeLinecap="round" />
    </svg>
  );
}
