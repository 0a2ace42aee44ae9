import {
  useAdminCreateClaimShipment,
  useAdminCreateShipment,
  useAdminCreateSwapShipment,
} from '@storedesk/react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form/form-modal';
import { TextInput } from '@/components/ui/text-input';
import { toast } from '@/components/ui/toast';
import { UiButton } from '@/components/ui/ui-button';

interface ShipValues {
  tracking: { number: string }[];
  notify: boolean;
}

interface ShipModalProps {
  orderId: string;
  fulfillmentId: string;
  /** 'Fulfilment 2', to say which one ships. */
  name: string;
  /** The exchange the fulfilment sends the new items of; none for the order's own. */
  swapId?: string | undefined;
  /** The claim the fulfilment sends the replacements of; none for the order's own. */
  claimId?: string | undefined;
  onClose: () => void;
}

/**
 * Mark a fulfilment shipped, the order's, an exchange's or a claim's, with its tracking numbers
 * (none, one, or several parcels); the customer gets the shipment mail unless told not to (a
 * claim's parcel follows what was chosen when the claim was registered, so it has no choice
 * here). The server's refusals show above the form.
 */
export function ShipModal({
  orderId,
  fulfillmentId,
  name,
  swapId,
  claimId,
  onClose,
}: ShipModalProps) {
  const { t } = useTranslation('orders');
  const { control, register, handleSubmit, formState } = useForm<ShipValues>({
    defaultValues: { tracking: [{ number: '' }], notify: true },
  });
  const numbers = useFieldArray({ control, name: 'tracking' });
  const shipped = {
    onSuccess: () => {
      toast.success(t('detail.fulfillment.shipped', { name }));
      onClose();
    },
  };
  const shipOrder = useAdminCreateShipment(orderId, shipped);
  const shipSwap = useAdminCreateSwapShipment(orderId, shipped);
  const shipClaim = useAdminCreateClaimShipment(orderId, shipped);
  const ship = claimId ? shipClaim : swapId ? shipSwap : shipOrder;

  const submit = handleSubmit((values) => {
    const tracking = {
      fulfillment_id: fulfillmentId,
      tracking_numbers: values.tracking.map((row) => row.number.trim()).filter(Boolean),
    };
    const body = { ...tracking, no_notification: !values.notify };
    if (claimId) shipClaim.mutate({ claim_id: claimId, ...tracking });
    else if (swapId) shipSwap.mutate({ swap_id: swapId, ...body });
    else shipOrder.mutate(body);
  });

  return (
    <FormModal
      open
      size="small"
      heading={t('detail.fulfillment.shipTitle', { name })}
      submitLabel={t('detail.fulfillment.shipSubmit')}
      isSaving={ship.isPending}
      error={ship.error}
      onSubmit={submit}
      onClose={onClose}
      className="flex flex-col gap-4"
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-900">
          {t('detail.fulfillment.tracking')}
        </legend>
        <p className="text-sm text-slate-500">{t('detail.fulfillment.trackingHint')}</p>
        {numbers.fields.map((row, index) => (
          <div key={row.id} className="flex items-start gap-2">
            <TextInput
              label={
                <span className="sr-only">
                  {t('detail.fulfillment.trackingNumber', { number: index + 1 })}
                </span>
              }
              className="min-w-0 flex-1"
              autoComplete="off"
              autoFocus={index === 0}
              errors={formState.errors}
              {...register(`tracking.${index}.number`, {
                maxLength: { value: 200, message: t('detail.fulfillment.errors.trackingTooLong') },
              })}
            />
            {numbers.fields.length > 1 && (
              <UiButton
                variant="ghost"
                className="mt-1 px-2"
                aria-label={t('detail.fulfillment.removeTracking', { number: index + 1 })}
                onClick={() => numbers.remove(index)}
              >
                {t('detail.fulfillment.remove')}
              </UiButton>
            )}
          </div>
        ))}
        <div>
          <UiButton variant="secondary" onClick={() => numbers.append({ number: '' })}>
            {t('detail.fulfillment.addTracking')}
          </UiButton>
        </div>
      </fieldset>
      {!claimId && (
        <label className="inline-flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" className="size-4 accent-slate-900" {...register('notify')} />
          {t('detail.fulfillment.notify')}
        </label>
      )}
    </FormModal>
  );
}
