import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import { getErrorMessage } from '@storedesk/client';
import { useAdminCreateAnalyticsConfig, useAdminGetSession } from '@storedesk/react';
import { Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import type { z } from 'zod';
import { Button } from '@/components/button';
import {
  AnalyticsPreferencesForm,
  DEFAULT_PREFERENCES,
  EMAIL_INVALID,
  isEmailDisabled,
  OVERLAY_DELAY_MS,
  shouldAskPermission,
  USAGE_DATA_DOCS_URL,
  type AnalyticsPreferencesValues,
} from './preferences';
import { useAnalytics } from './use-analytics';
import { useAnalyticsConfigState } from './use-analytics-config-state';
import { useDelayedVisibility } from './use-delayed-visibility';
import { UsageDataSwitches } from './usage-data-switches';

type Output = z.output<typeof AnalyticsPreferencesForm>;

/**
 * 'Help us get better' (SPEC points 2 and 4): a full-screen overlay asking for usage-data
 * preferences. Shown 1000 ms after it is due: while a submission runs, or when the analytics
 * flag is on, a user is signed in and the finished config read found no config. Render it
 * inside `AnalyticsProvider`, in the admin area.
 */
export function AnalyticsConsentOverlay() {
  const [submitting, setSubmitting] = useState(false);
  const user = useAdminGetSession().data?.user;
  const { flagEnabled, hasConfig, isLoaded } = useAnalyticsConfigState();
  const ask = shouldAskPermission({
    submitting,
    flagEnabled,
    hasUser: user !== undefined,
    hasConfig,
    configLoaded: isLoaded,
  });
  const visible = useDelayedVisibility(ask, OVERLAY_DELAY_MS);
  if (!visible || user === undefined) return null;
  // Its own boundary: waiting for the `analytics` translations must not blank the page.
  return (
    <Suspense fallback={null}>
      <ConsentDialog userEmail={user.email} onSubmittingChange={setSubmitting} />
    </Suspense>
  );
}

function ConsentDialog({
  userEmail,
  onSubmittingChange,
}: {
  userEmail: string;
  onSubmittingChange: (submitting: boolean) => void;
}) {
  const { t } = useTranslation('analytics');
  const { trackUserEmail } = useAnalytics();
  const create = useAdminCreateAnalyticsConfig();
  const {
    register,
    handleSubmit,
    setValue,
    clearErrors,
    watch,
    formState: { errors },
  } = useForm<AnalyticsPreferencesValues, unknown, Output>({
    resolver: zodResolver(AnalyticsPreferencesForm),
    defaultValues: { ...DEFAULT_PREFERENCES, email: '' },
  });
  const anonymize = watch('anonymize');
  const optOut = watch('opt_out');
  const emailDisabled = isEmailDisabled({ anonymize, opt_out: optOut });

  const onSubmit = handleSubmit(async ({ email, anonymize, opt_out }) => {
    onSubmittingChange(true);
    try {
      await create.mutateAsync({ anonymize, opt_out });
      toast.success(t('toast.successTitle'), t('toast.successText'));
      trackUserEmail(email || userEmail, { anonymize, opt_out });
    } catch (error) {
      toast.error(t('toast.errorTitle'), getErrorMessage(error));
    } finally {
      onSubmittingChange(false);
    }
  });

  return (
    <Dialog.Root open>
      <Dialog.Portal>
        <Dialog.Content
          onEscapeKeyDown={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          aria-describedby="analytics-consent-intro"
          className="fixed inset-0 z-50 overflow-y-auto bg-white px-4 py-12 focus:outline-none sm:py-20"
        >
          <form
            onSubmit={onSubmit}
            noValidate
            data-testid="analytics-consent-content"
            className="mx-auto flex w-full max-w-[664px] flex-col gap-8"
          >
            <header className="flex flex-col gap-3">
              <Dialog.Title className="text-2xl font-semibold text-slate-900">
                {t('preferences.title')}
              </Dialog.Title>
              <Dialog.Description id="analytics-consent-intro" className="text-slate-600">
                {t('preferences.intro')}
              </Dialog.Description>
              <p className="text-sm text-slate-600">
                {t('preferences.learnMore')}{' '}
                <a
                  href={USAGE_DATA_DOCS_URL}
                  target="_blank"
                  rel="noreferrer noopener"
                  className="font-medium text-slate-900 underline underline-offset-4"
                >
                  {t('preferences.documentationLink')}
                </a>
              </p>
            </header>

            <div className="flex flex-col gap-1.5">
              <label
                htmlFor="analytics-consent-email"
                className="text-sm font-medium text-slate-900"
              >
                {t('preferences.emailLabel')}
              </label>
              <input
                id="analytics-consent-email"
                type="email"
                autoComplete="email"
                placeholder={userEmail}
                disabled={emailDisabled}
                aria-invalid={errors.email ? true : undefined}
                aria-describedby={errors.email ? 'analytics-consent-email-error' : undefined}
                className="rounded-md border border-slate-300 px-3 py-2 text-sm text-slate-900 placeholder:text-slate-400 focus-visible:outline-2 focus-visible:outline-slate-900 disabled:cursor-not-allowed disabled:bg-slate-50 disabled:opacity-50 aria-[invalid]:border-red-600"
                {...register('email')}
              />
              {errors.email ? (
                <p id="analytics-consent-email-error" role="alert" className="text-sm text-red-700">
                  {errors.email.message === EMAIL_INVALID
                    ? t('preferences.emailInvalid')
                    : errors.email.message}
                </p>
              ) : (
                <p className="text-sm text-slate-500">{t('preferences.emailHint')}</p>
              )}
            </div>

            <UsageDataSwitches
              value={{ anonymize, opt_out: optOut }}
              disabled={create.isPending}
              onChange={(next) => {
                setValue('anonymize', next.anonymize);
                setValue('opt_out', next.opt_out);
                if (isEmailDisabled(next)) clearErrors('email');
              }}
            />

            <div className="flex justify-end">
              <Button type="submit" isLoading={create.isPending} className="min-w-32">
                {t('preferences.continue')}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
