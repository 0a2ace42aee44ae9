import type { Notification } from '@storedesk/contract';
import { useAdminResendNotification } from '@storedesk/react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form/form-modal';
import { useServerFieldError } from '@/components/form/use-server-field-error';
import { TextInput } from '@/components/ui/text-input';
import { toast } from '@/components/ui/toast';

interface ResendModalProps {
  notification: Notification;
  /** The mail's name ('Shipment'). */
  name: string;
  onClose: () => void;
}

/** Sends a mail again, to its address or another one (a refusal of the address shows under it). */
export function ResendModal({ notification, name, onClose }: ResendModalProps) {
  const { t } = useTranslation('orders');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ to: string }>({ defaultValues: { to: notification.to } });
  const resend = useAdminResendNotification(notification.id, {
    onSuccess: (_data, body) => {
      toast.success(t('detail.notifications.resent', { to: body?.to ?? notification.to }));
      onClose();
    },
  });
  const onField = useServerFieldError(resend.error, ['to'], setError);

  return (
    <FormModal
      open
      size="small"
      heading={t('detail.notifications.resendTitle', { name })}
      submitLabel={t('detail.notifications.resendSubmit')}
      isSaving={resend.isPending}
      error={resend.error}
      errorOnField={onField !== null}
      onSubmit={handleSubmit(({ to }) => {
        const address = to.trim();
        if (!address) {
          setError('to', { type: 'validate', message: t('detail.notifications.toRequired') });
          return;
        }
        resend.mutate(address === notification.to ? undefined : { to: address });
      })}
      onClose={onClose}
    >
      <TextInput
        label={t('detail.notifications.to')}
        type="email"
        required
        autoComplete="off"
        autoFocus
        errors={errors}
        {...register('to')}
      />
    </FormModal>
  );
}
