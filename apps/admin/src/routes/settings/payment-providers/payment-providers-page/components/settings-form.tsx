import { getErrorMessage } from '@storedesk/client';
import type { AdminPaymentProviderSettings } from '@storedesk/contract';
import { useAdminUpdatePaymentProvider } from '@storedesk/react';
import { useEffect, useId, useMemo } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { TextInput } from '@/components/ui/text-input';
import { toast } from '@/components/ui/toast';
import { serverFieldError } from '@/lib/server-field-error';
import { fieldHint, fieldLabel, providerName } from '../provider-text';

interface SettingsFormProps {
  provider: AdminPaymentProviderSettings;
  /** Shown when keys are stored already (replacing them): goes back to the masked view. */
  onCancel?: (() => void) | undefined;
  onSaved: () => void;
}

/**
 * Every setting the provider needs, entered together (replacing keys means entering all of them
 * again). Secret ones are password inputs the browser does not keep; once saved they are only
 * ever shown masked.
 */
export function SettingsForm({ provider, onCancel, onSaved }: SettingsFormProps) {
  const { t } = useTranslation('paymentProviders');
  const formId = useId();
  const name = providerName(t, provider.id);
  const keys = useMemo(() => provider.fields.map((field) => field.key), [provider.fields]);
  const save = useAdminUpdatePaymentProvider(provider.id, {
    onSuccess: () => {
      toast.success(t('settings.saved', { provider: name }));
      onSaved();
    },
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Record<string, string>>({
    defaultValues: Object.fromEntries(keys.map((key) => [key, ''])),
    mode: 'onTouched',
  });

  // The server names the setting it refuses (`secret_key must be a Stripe secret key…`): said
  // on that field, and above the form only when it names none.
  const fieldError = useMemo(() => serverFieldError(save.error, keys), [save.error, keys]);
  useEffect(() => {
    if (fieldError) setError(fieldError.field, { type: 'server', message: fieldError.message });
  }, [fieldError, setError]);

  const shown: FieldErrors = {};
  for (const key of keys) {
    const error = errors[key];
    if (!error) continue;
    shown[key] = {
      type: 'validate',
      message:
        error.type === 'server' && typeof error.message === 'string'
          ? error.message
          : t('settings.required', { field: fieldLabel(t, key) }),
    };
  }

  return (
    <form
      id={formId}
      noValidate
      className="flex flex-col gap-4"
      onSubmit={handleSubmit((values) =>
        // An optional setting left empty is not sent: the provider works without it.
        save.mutate(
          Object.fromEntries(
            keys.map((key) => [key, values[key]!.trim()]).filter(([, value]) => value !== ''),
          ),
        ),
      )}
    >
      {save.error !== null && !fieldError && <Alert>{getErrorMessage(save.error)}</Alert>}
      {provider.fields.map((field) => {
        const hint = fieldHint(t, field.key);
        const hintId = `${formId}-${field.key}-hint`;
        return (
          <div key={field.key} className="flex flex-col gap-1">
            <TextInput
              label={fieldLabel(t, field.key)}
              type={field.secret ? 'password' : 'text'}
              required={!field.optional}
              spellCheck={false}
              autoComplete={field.secret ? 'new-password' : 'off'}
              aria-describedby={hint ? hintId : undefined}
              errors={shown}
              {...register(field.key, {
                validate: (value) => field.optional || value.trim() !== '',
              })}
            />
            {hint && (
              <p id={hintId} className="text-sm text-slate-500">
                {hint}
              </p>
            )}
          </div>
        );
      })}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" isLoading={save.isPending}>
          {t('settings.save')}
        </Button>
        {onCancel && (
          <Button variant="secondary" disabled={save.isPending} onClick={onCancel}>
            {t('settings.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
