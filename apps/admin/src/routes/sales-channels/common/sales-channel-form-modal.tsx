import { zodResolver } from '@hookform/resolvers/zod';
import { getErrorMessage } from '@storedesk/client';
import { AdminPostSalesChannelsReq } from '@storedesk/contract';
import { useEffect, useId } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert } from '@/components/alert';
import { FormLabel } from '@/components/ui/form-label';
import { FocusModal } from '@/components/ui/focus-modal';
import { Switch } from '@/components/ui/switch';
import { TextInput } from '@/components/ui/text-input';
import { serverFieldError } from '@/lib/server-field-error';

/** The contract's channel fields; `enabled` is the form's positive wording of `is_disabled`. */
export const SalesChannelForm = AdminPostSalesChannelsReq.pick({ name: true }).extend({
  description: z.string().trim().max(2000),
  enabled: z.boolean(),
});
export type SalesChannelFormValues = z.input<typeof SalesChannelForm>;
export type SalesChannelFormOutput = z.output<typeof SalesChannelForm>;

/** The request fields of the form's values. */
export const toChannelBody = (values: SalesChannelFormOutput) => ({
  name: values.name,
  description: values.description === '' ? null : values.description,
  is_disabled: !values.enabled,
});

const MESSAGES = { name: 'errors.name', description: 'errors.description' } as const;

interface SalesChannelFormModalProps {
  title: string;
  defaultValues: SalesChannelFormValues;
  onSubmit: (values: SalesChannelFormOutput) => void;
  onClose: () => void;
  isSaving: boolean;
  error: unknown;
  saveLabel?: string;
}

/** Name, description and enabled/disabled of a channel, in a full-screen editor. */
export function SalesChannelFormModal({
  title,
  defaultValues,
  onSubmit,
  onClose,
  isSaving,
  error,
  saveLabel,
}: SalesChannelFormModalProps) {
  const { t } = useTranslation('salesChannels');
  const formId = useId();
  const descriptionId = useId();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SalesChannelFormValues, unknown, SalesChannelFormOutput>({
    resolver: zodResolver(SalesChannelForm),
    defaultValues,
    mode: 'onTouched',
  });

  // A server error about one field (`name: …`) is shown on that field as well.
  useEffect(() => {
    const field = serverFieldError(error, ['name', 'description'] as const);
    if (field) setError(field.field, { type: 'server' });
  }, [error, setError]);

  const shown: FieldErrors = {};
  for (const field of ['name', 'description'] as const) {
    if (errors[field]) shown[field] = { type: 'validate', message: t(MESSAGES[field]) };
  }

  return (
    <FocusModal
      open
      onClose={onClose}
      title={title}
      formId={formId}
      isSaving={isSaving}
      saveLabel={saveLabel}
    >
      <form
        id={formId}
        noValidate
        className="flex flex-col gap-5"
        onSubmit={handleSubmit(onSubmit)}
      >
        {error !== null && error !== undefined && <Alert>{getErrorMessage(error)}</Alert>}
        <TextInput
          label={t('fields.name')}
          required
          autoComplete="off"
          errors={shown}
          {...register('name')}
        />
        <div>
          <FormLabel htmlFor={descriptionId} className="mb-1">
            {t('fields.description')}
          </FormLabel>
          <textarea
            id={descriptionId}
            rows={3}
            aria-invalid={shown.description ? true : undefined}
            className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-xs focus:border-slate-900 focus:outline-2 focus:outline-offset-0 focus:outline-slate-900 aria-invalid:border-red-500"
            {...register('description')}
          />
          {shown.description && (
            <p className="mt-1 text-sm text-red-700">{t(MESSAGES.description)}</p>
          )}
        </div>
        <Controller
          control={control}
          name="enabled"
          render={({ field }) => (
            <Switch
              label={t('fields.enabled')}
              description={t('fields.enabledHint')}
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      </form>
    </FocusModal>
  );
}
