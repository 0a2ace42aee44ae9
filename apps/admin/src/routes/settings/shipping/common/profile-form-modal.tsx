import { zodResolver } from '@hookform/resolvers/zod';
import { getErrorMessage } from '@storedesk/client';
import { AdminPostShippingProfilesReq } from '@storedesk/contract';
import { useId } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '@/components/alert';
import { Modal } from '@/components/ui/modal';
import { TextInput } from '@/components/ui/text-input';
import { UiButton } from '@/components/ui/ui-button';

const FormSchema = AdminPostShippingProfilesReq.pick({ name: true });
type FormValues = z.infer<typeof FormSchema>;

interface ProfileFormModalProps {
  heading: string;
  submitLabel: string;
  name?: string;
  isSaving: boolean;
  error: unknown;
  onSubmit: (values: FormValues) => void;
  onClose: () => void;
}

/** A profile's name, in a modal (create a custom profile, rename one). */
export function ProfileFormModal({
  heading,
  submitLabel,
  name = '',
  isSaving,
  error,
  onSubmit,
  onClose,
}: ProfileFormModalProps) {
  const { t } = useTranslation(['shipping', 'common']);
  const formId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormValues>({ resolver: zodResolver(FormSchema), defaultValues: { name } });
  const shown = (
    errors.name ? { name: { type: 'shown', message: t('form.errors.name') } } : {}
  ) as FieldErrors;
  return (
    <Modal open size="small" onClose={() => !isSaving && onClose()}>
      <Modal.Body>
        <Modal.Header title={heading} />
        <Modal.Content>
          <form
            id={formId}
            noValidate
            className="flex flex-col gap-5"
            onSubmit={handleSubmit(onSubmit)}
          >
            {error !== null && error !== undefined && <Alert>{getErrorMessage(error)}</Alert>}
            <p className="text-sm text-slate-600">{t('profiles.formHint')}</p>
            <TextInput
              label={t('profiles.name')}
              required
              autoComplete="off"
              errors={shown}
              {...register('name')}
            />
          </form>
        </Modal.Content>
      </Modal.Body>
      <Modal.Footer>
        <UiButton variant="secondary" disabled={isSaving} onClick={onClose}>
          {t('common:actions.cancel')}
        </UiButton>
        <UiButton type="submit" form={formId} isLoading={isSaving}>
          {submitLabel}
        </UiButton>
      </Modal.Footer>
    </Modal>
  );
}
