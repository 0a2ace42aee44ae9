import { zodResolver } from '@hookform/resolvers/zod';
import { AdminPostShippingProfilesReq } from '@storedesk/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormModal, type FormModalRouteProps } from '@/components/form/form-modal';
import { shownErrors } from '@/components/form/shown-errors';
import { TextInput } from '@/components/ui/text-input';

const FormSchema = AdminPostShippingProfilesReq.pick({ name: true });
type FormValues = z.infer<typeof FormSchema>;

interface ProfileFormModalProps extends FormModalRouteProps<FormValues> {
  name?: string;
}

/** A profile's name, in a modal (create a custom profile, rename one). */
export function ProfileFormModal({ name = '', ...modal }: ProfileFormModalProps) {
  const { t } = useTranslation('shipping');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormValues>({ resolver: zodResolver(FormSchema), defaultValues: { name } });
  // The server's reasons (a name too long for it) show above the field.
  const shown = shownErrors(errors, ['name'], () => t('form.errors.name'));
  return (
    <FormModal {...modal} size="small" onSubmit={handleSubmit(modal.onSubmit)}>
      <p className="text-sm text-slate-600">{t('profiles.formHint')}</p>
      <TextInput
        label={t('profiles.name')}
        required
        autoComplete="off"
        errors={shown}
        {...register('name')}
      />
    </FormModal>
  );
}
