import { useAdminFulfillClaim, useAdminStockLocations, useAdminStore } from '@storedesk/react';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form/form-modal';
import { SelectField } from '@/components/form/select-field';
import { toast } from '@/components/ui/toast';
import type { ClaimView } from '@/routes/claims/common/claim-view';
import { serverField } from '../../common/server-field';

interface FulfilValues {
  location_id: string;
  notify: boolean;
}

const LOCATIONS_QUERY = { limit: 200 };

interface FulfilClaimModalProps {
  orderId: string;
  claim: ClaimView;
  /** 'Claim 1'. */
  name: string;
  onClose: () => void;
}

/**
 * Fulfil a claim's replacements: every one not yet sent goes in one parcel (as v1 does), from
 * the chosen stock location (the store's default first). The customer is mailed when the parcel
 * ships unless told not to (what was chosen for the claim to start with). A refusal naming the
 * location shows beside it.
 */
export function FulfilClaimModal({ orderId, claim, name, onClose }: FulfilClaimModalProps) {
  const { t } = useTranslation('claims');
  const store = useAdminStore();
  const locations = useAdminStockLocations(LOCATIONS_QUERY);
  const options = useMemo(() => locations.data?.stock_locations ?? [], [locations.data]);
  const defaultLocation = store.data?.store.default_location_id ?? null;
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<FulfilValues>({
    defaultValues: { location_id: '', notify: claim.no_notification !== true },
  });
  useEffect(() => {
    if (getValues('location_id') || options.length === 0 || store.isPending) return;
    const preferred = options.find((location) => location.id === defaultLocation) ?? options[0]!;
    setValue('location_id', preferred.id);
  }, [options, defaultLocation, store.isPending, getValues, setValue]);

  const fulfil = useAdminFulfillClaim(orderId, {
    onSuccess: () => {
      toast.success(t('fulfil.done', { name }));
      onClose();
    },
    onError: (error) => {
      const field = serverField(error, ['location_id']);
      if (field) setError('location_id', { type: 'server', message: field.message });
    },
  });
  const onField = serverField(fulfil.error, ['location_id']) !== null;
  const lines = claim.additional_items.filter(
    (line) => line.quantity > (line.fulfilled_quantity ?? 0),
  );

  const submit = handleSubmit((values) => {
    if (options.length > 0 && !values.location_id) {
      setError('location_id', { type: 'validate', message: t('fulfil.errors.location') });
      return;
    }
    fulfil.mutate({
      claim_id: claim.id,
      ...(values.location_id ? { location_id: values.location_id } : {}),
      no_notification: !values.notify,
    });
  });

  return (
    <FormModal
      open
      size="small"
      heading={t('fulfil.title', { name })}
      submitLabel={t('fulfil.submit')}
      isSaving={fulfil.isPending}
      error={fulfil.error}
      errorOnField={onField}
      onSubmit={submit}
      onClose={onClose}
      className="flex flex-col gap-4"
    >
      <div className="text-sm">
        <p className="mb-1 font-medium text-slate-900">{t('fulfil.items')}</p>
        <ul className="flex flex-col gap-0.5 text-slate-700">
          {lines.map((line) => (
            <li key={line.id} className="flex justify-between gap-3">
              <span className="min-w-0 break-words">
                {line.description ? `${line.title} · ${line.description}` : line.title}
              </span>
              <span className="shrink-0 tabular-nums">
                ×{line.quantity - (line.fulfilled_quantity ?? 0)}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <SelectField
        label={t('fulfil.location')}
        required
        disabled={locations.isPending}
        error={errors.location_id?.message}
        {...register('location_id')}
      >
        {locations.isPending && <option value="">{t('fulfil.loadingLocations')}</option>}
        {options.map((location) => (
          <option key={location.id} value={location.id}>
            {location.name}
          </option>
        ))}
      </SelectField>
      <label className="inline-flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" className="size-4 accent-slate-900" {...register('notify')} />
        {t('fulfil.notify')}
      </label>
    </FormModal>
  );
}
