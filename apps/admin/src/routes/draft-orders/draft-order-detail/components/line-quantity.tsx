import { getErrorMessage } from '@storedesk/client';
import { useAdminDraftOrderUpdateLineItem } from '@storedesk/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '@/components/ui/text-input';
import { UiButton } from '@/components/ui/ui-button';
import { quantityError } from '../../common/items-form';
import type { DraftLine } from '../../common/draft-view';

/** A line's quantity: typed, then saved (Enter or Save); the server's refusal shows below. */
export function LineQuantity({ draftId, line }: { draftId: string; line: DraftLine }) {
  const { t } = useTranslation('draftOrders');
  const [value, setValue] = useState(String(line.quantity));
  const [problem, setProblem] = useState<string | null>(null);
  const update = useAdminDraftOrderUpdateLineItem(draftId, {
    onError: (error) => setProblem(getErrorMessage(error)),
  });
  const changed = value.trim() !== String(line.quantity);
  const save = () => {
    const error = quantityError(value);
    if (error) {
      setProblem(t(`errors.${error}` as 'errors.quantityInvalid'));
      return;
    }
    setProblem(null);
    update.mutate({ item_id: line.id, quantity: Number(value.trim()) });
  };
  return (
    <form
      noValidate
      className="flex items-start gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (changed) save();
      }}
    >
      <TextInput
        label={t('detail.items.quantityOf', { title: line.title })}
        className="w-24 [&_label]:sr-only"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        value={value}
        name="quantity"
        errors={problem ? { quantity: { type: 'shown', message: problem } } : undefined}
        onChange={(event) => setValue(event.target.value)}
      />
      {changed && (
        <UiButton type="submit" variant="secondary" isLoading={update.isPending}>
          {t('detail.items.saveQuantity')}
        </UiButton>
      )}
    </form>
  );
}
