import { zodResolver } from '@hookform/resolvers/zod';
import type { PriceList } from '@storedesk/contract';
import { useAdminUpdatePriceList } from '@storedesk/react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form/form-modal';
import { useServerFieldError } from '@/components/form/use-server-field-error';
import { toast } from '@/components/ui/toast';
import { PriceListDatesFields, PriceListDetailsFields } from '../../common/price-list-fields';
import {
  isoToLocal,
  toPriceListBody,
  PriceListForm,
  type PriceListFormValues,
} from '../../common/price-list-form';

const SERVER_FIELDS = ['name', 'description', 'ends_at'] as const;

interface EditDetailsModalProps {
  open: boolean;
  onClose: () => void;
  priceList: PriceList;
}

/** The list's type, details and dates in a full-screen editor ('Save changes'). */
export function EditDetailsModal({ open, onClose, priceList }: EditDetailsModalProps) {
  const { t } = useTranslation('pricing');
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
  });
  // `ends_at must be after starts_at` is about the end date: marked on that field too.
  useServerFieldError(update.error, SERVER_FIELDS, form.setError, { markOnly: true });

  const close = () => {
    form.reset(defaultValues);
    update.reset();
    onClose();
  };

  return (
    <FormProvider {...form}>
      <FormModal
        layout="full"
        open={open}
        heading={t('detail.editTitle')}
        isSaving={update.isPending}
        error={update.error}
        onSubmit={form.handleSubmit((values) => update.mutate(toPriceListBody(values)))}
        onClose={close}
        className="flex flex-col gap-8"
      >
        <PriceListDetailsFields />
        <PriceListDatesFields />
      </FormModal>
    </FormProvider>
  );
}
