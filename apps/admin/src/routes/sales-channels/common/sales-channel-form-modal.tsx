import { zodResolver } from '@hookform/resolvers/zod';
import { AdminPostSalesChannelsReq } from '@storedesk/contract';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormModal, type FormModalRouteProps } from '@/components/form/form-modal';
import { shownErrors } from '@/components/form/shown-errors';
import { TextareaField } from '@/components/form/textarea-field';
import { useServerFieldError } from '@/components/form/use-server-field-error';
import { Switch } from '@/components/ui/switch';
import { TextInput } from '@/components/ui/text-input';

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

const FIELDS = ['name', 'description'] as const;
const MESSAGES = { name: 'errors.name', description: 'errors.description' } as const;

interface SalesChannelFormModalProps extends FormModalRouteProps<SalesChannelFormOutput> {
  defaultValues: SalesChannelFormValues;
}

/** Name, description and enabled/disabled of a channel, in a full-screen editor. */
export function SalesChannelFormModal({ defaultValues, ...modal }: SalesChannelFormModalProps) {
  const { t } = useTranslation('salesChannels');
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

  // A server error about one field (`name: …`) is shown on that field as well, in our words.
  useServerFieldError(modal.error, FIELDS, setError, { markOnly: true });
  const shown = shownErrors(errors, FIELDS, (field) => t(MESSAGES[field]));

  return (
    <FormModal layout="full" {...modal} onSubmit={handleSubmit(modal.onSubmit)}>
      <TextInput
        label={t('fields.name')}
        required
        autoComplete="off"
        errors={shown}
        {...register('name')}
      />
      <TextareaField
        label={t('fields.description')}
        error={shown.description?.message}
        {...register('description')}
      />
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
    </FormModal>
  );
}
