import { zodResolver } from '@hookform/resolvers/zod';
import { getErrorMessage } from '@storedesk/client';
import { useAdminDraftOrderAddLineItem } from '@storedesk/react';
import { useState } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormModal } from '@/components/form/form-modal';
import { toast } from '@/components/ui/toast';
import { ItemsEditor } from '../../common/items-editor';
import { checkItems, toLineInputs, type ItemsValues } from '../../common/items-form';
import { useShownErrors } from '../../common/use-shown-errors';

const itemsSchema = (currency: string) =>
  z
    .object({ variants: z.array(z.any()), custom: z.array(z.any()) })
    .superRefine((values, ctx) => checkItems(values as ItemsValues, currency, ctx));

/** Adds catalogue variants and custom lines to an open draft, one line after the other. */
export function AddItemsModal({
  draftId,
  currency,
  onClose,
}: {
  draftId: string;
  currency: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('draftOrders');
  const add = useAdminDraftOrderAddLineItem(draftId);
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<ItemsValues>({
    defaultValues: { variants: [], custom: [] },
    resolver: zodResolver(itemsSchema(currency)) as unknown as Resolver<ItemsValues>,
  });
  const errors = useShownErrors(form.formState.errors);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const lines = toLineInputs(values, currency);
    let added = 0;
    try {
      for (const line of lines) {
        await add.mutateAsync(line);
        added += 1;
      }
      toast.success(t('detail.items.added', { count: added }));
      onClose();
    } catch (error) {
      // The lines before the refused one are in; the form keeps them all to show the reason.
      setFailure(
        added > 0
          ? new Error(
              t('detail.items.partlyAdded', { count: added, reason: getErrorMessage(error) }),
            )
          : error,
      );
    }
  });

  return (
    <FormModal
      heading={t('detail.items.addTitle')}
      submitLabel={t('detail.items.addSubmit')}
      isSaving={add.isPending}
      error={failure}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <FormProvider {...form}>
        <ItemsEditor currency={currency} errors={errors} />
      </FormProvider>
    </FormModal>
  );
}
