import { zodResolver } from '@hookform/resolvers/zod';
import { getErrorMessage } from '@storedesk/client';
import {
  ADJUSTMENT_REASONS,
  AdminPostInventoryItemsItemLocationLevelsLevelAdjustReq,
} from '@storedesk/contract';
import { useAdminAdjustLocationLevel } from '@storedesk/react';
import { useId } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert } from '@/components/alert';
import { FormLabel } from '@/components/ui/form-label';
import { Modal } from '@/components/ui/modal';
import { TextInput } from '@/components/ui/text-input';
import { toast } from '@/components/ui/toast';
import { UiButton } from '@/components/ui/ui-button';

/** The contract's adjustment, with the quantity typed as text until it is a whole number. */
const AdjustForm = AdminPostInventoryItemsItemLocationLevelsLevelAdjustReq.extend({
  quantity: z
    .string()
    .trim()
    .regex(/^-?\d{1,10}$/)
    .transform(Number),
  note: z.string().trim().max(1000),
});
type AdjustValues = z.input<typeof AdjustForm>;
type AdjustOutput = z.output<typeof AdjustForm>;

const SELECT_CLASS =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-xs focus:border-slate-900 focus:outline-2 focus:outline-offset-0 focus:outline-slate-900';

interface AdjustModalProps {
  itemId: string;
  itemName: string;
  locationId: string;
  locationName: string;
  stocked: number;
  onClose: () => void;
}

/**
 * Adjust the stock of an item at a location: add (or take away) a number, or set what was
 * counted, with a reason that is kept in the item's history.
 */
export function AdjustModal({
  itemId,
  itemName,
  locationId,
  locationName,
  stocked,
  onClose,
}: AdjustModalProps) {
  const { t } = useTranslation('inventory');
  const formId = useId();
  const reasonId = useId();
  const adjust = useAdminAdjustLocationLevel(itemId, {
    onSuccess: () => {
      toast.success(t('adjust.done', { item: itemName, location: locationName }));
      onClose();
    },
  });
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<AdjustValues, unknown, AdjustOutput>({
    resolver: zodResolver(AdjustForm),
    defaultValues: { mode: 'add', quantity: '', reason: 'received', note: '' },
    mode: 'onTouched',
  });
  const mode = watch('mode');
  const shown: FieldErrors = {};
  if (errors.quantity) {
    shown.quantity = {
      type: 'validate',
      message: t(mode === 'set' ? 'adjust.errorCount' : 'adjust.errorChange'),
    };
  }

  return (
    <Modal open size="small" onClose={() => !adjust.isPending && onClose()}>
      <Modal.Body>
        <Modal.Header title={t('adjust.title', { item: itemName })} />
        <Modal.Content>
          <form
            id={formId}
            noValidate
            className="flex flex-col gap-4"
            onSubmit={handleSubmit((values) =>
              adjust.mutate({
                stockLocationId: locationId,
                mode: values.mode,
                quantity: values.quantity,
                reason: values.reason,
                note: values.note === '' ? null : values.note,
              }),
            )}
          >
            <p className="text-sm text-slate-600">
              {t('adjust.now', { location: locationName, count: stocked })}
            </p>
            {adjust.error !== null && <Alert>{getErrorMessage(adjust.error)}</Alert>}
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 text-sm font-medium text-slate-900">{t('adjust.how')}</legend>
              <label className="inline-flex items-center gap-2 text-sm text-slate-800">
                <input type="radio" value="add" {...register('mode')} />
                {t('adjust.add')}
              </label>
              <label className="inline-flex items-center gap-2 text-sm text-slate-800">
                <input type="radio" value="set" {...register('mode')} />
                {t('adjust.set')}
              </label>
            </fieldset>
            <TextInput
              label={t(mode === 'set' ? 'adjust.countLabel' : 'adjust.changeLabel')}
              inputMode="numeric"
              required
              autoComplete="off"
              errors={shown}
              {...register('quantity')}
            />
            <div className="flex flex-col gap-1">
              <FormLabel htmlFor={reasonId} required>
                {t('adjust.reason')}
              </FormLabel>
              <select id={reasonId} className={SELECT_CLASS} {...register('reason')}>
                {ADJUSTMENT_REASONS.map((reason) => (
                  <option key={reason} value={reason}>
                    {t(`reasons.${reason}`)}
                  </option>
                ))}
              </select>
            </div>
            <TextInput label={t('adjust.note')} autoComplete="off" {...register('note')} />
          </form>
        </Modal.Content>
      </Modal.Body>
      <Modal.Footer>
        <UiButton variant="secondary" disabled={adjust.isPending} onClick={onClose}>
          {t('adjust.cancel')}
        </UiButton>
        <UiButton type="submit" form={formId} isLoading={adjust.isPending}>
          {t('adjust.save')}
        </UiButton>
      </Modal.Footer>
    </Modal>
  );
}
