import { zodResolver } from '@hookform/resolvers/zod';
import { getErrorMessage } from '@storedesk/client';
import type { PriceList } from '@storedesk/contract';
import { useAdminUpdatePriceList } from '@storedesk/react';
import { useId } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { FocusModal } from '@/components/ui/focus-modal';
import { toast } from '@/components/ui/toast';
import { serverFieldError } from '@/lib/server-field-error';
import { PriceListDatesFields, PriceListDetailsFields } from '../../common/price-list-fields';
import {
  isoToLocal,
  localToIso,
  PriceListForm,
  type PriceListFormValues,
} from '../../common/price-list-form';

interface EditDetailsModalProps {
  open: boolean;
  onClose: () => void;
  priceList: PriceList;
}

/** The list's type, details and dates in a full-screen editor ('Save changes'). */
export function EditDetailsModal({ open, onClose, priceList }: EditDetailsModalProps) {
  const { t } = useTranslation('pricing');
  const formId = useId();
  const defaultValues: PriceListFormValues = {
    type: priceList.type,
    name: priceList.name,
    description: priceList.description,
    status: priceList.status,
    starts_at: isoToLocal(priceList.starts_at),
    ends_at: isoToLocal(priceList.ends_at),
  };
  const form = useForm<PriceListFormValues>({
    resolver: zodResolver(PriceListForm),
    defaultValues,
    mode: 'onTouched',
  });
  const update = useAdminUpdatePriceList(priceList.id, {
    onSuccess: () => {
      toast.success(t('detail.saved'));
      onClose();
    },
    onError: (error) => {
      // `ends_at must be after starts_at` is about the end date: shown on that field.
      const field = serverFieldError(error, ['name', 'description', 'ends_at'] as const);
      if (field) form.setError(field.field, { type: 'server', message: field.message });
    },
  });

  const close = () => {
    form.reset(defaultValues);
    update.reset();
    onClose();
  };

  return (
    <FocusModal
      open={open}
      onClose={close}
      title={t('detail.editTitle')}
      formId={formId}
      isSaving={update.isPending}
    >
      <FormProvider {...form}>
        <form
          id={formId}
          noValidate
          className="flex flex-col gap-8"
          onSubmit={form.handleSubmit((values) =>
            update.mutate({
              type: values.type,
              name: values.name.trim(),
              description: values.description.trim(),
              status: values.status,
              starts_at: localToIso(values.starts_at),
              ends_at: localToIso(values.ends_at),
            }),
          )}
        >
          {update.isError && <Alert>{getErrorMessage(update.error)}</Alert>}
          <PriceListDetailsFields />
          <PriceListDatesFields />
        </form>
      </FormProvider>
    </FocusModal>
  );
}
