import { zodResolver } from '@hookform/resolvers/zod';
import { getErrorMessage, isStoredeskError } from '@storedesk/client';
import type { DecoratedInventoryItem } from '@storedesk/contract';
import {
  useAdminInventoryItem,
  useAdminInventoryItems,
  useAdminStockLocations,
} from '@storedesk/react';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert } from '@/components/alert';
import { Spinner } from '@/components/spinner';
import { FocusModal } from '@/components/ui/focus-modal';
import { FormLabel } from '@/components/ui/form-label';
import { TextInput } from '@/components/ui/text-input';
import { ALL_LOCATIONS, itemTitle, locationNames, variantLine } from './item-names';

/** A manual reservation's fields; the quantity stays text until it is a whole number. */
export const ReservationForm = z.object({
  inventory_item_id: z.string().min(1),
  location_id: z.string().min(1),
  quantity: z
    .string()
    .trim()
    .regex(/^\d{1,9}$/)
    .transform(Number)
    .pipe(z.number().int().min(1)),
  description: z.string().trim().max(1000),
});
export type ReservationValues = z.input<typeof ReservationForm>;
export type ReservationOutput = z.output<typeof ReservationForm>;

const SELECT_CLASS =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-xs focus:border-slate-900 focus:outline-2 focus:outline-offset-0 focus:outline-slate-900 aria-invalid:border-red-500';

interface ReservationFormModalProps {
  title: string;
  saveLabel?: string;
  defaultValues: ReservationValues;
  /** Editing: the item cannot change (a reservation holds one item's stock). */
  fixedItem: boolean;
  onSubmit: (values: ReservationOutput) => void;
  onClose: () => void;
  isSaving: boolean;
  error: unknown;
}

/**
 * A reservation in a full-screen editor: the item (found by title or SKU), the location it is
 * held at (one where the item is stocked, with what is available there), how many, and why.
 */
export function ReservationFormModal({
  title,
  saveLabel,
  defaultValues,
  fixedItem,
  onSubmit,
  onClose,
  isSaving,
  error,
}: ReservationFormModalProps) {
  const { t } = useTranslation('inventory');
  const formId = useId();
  const locationId = useId();
  const locationErrorId = useId();
  const {
    register,
    control,
    handleSubmit,
    watch,
    setValue,
    setError,
    formState: { errors },
  } = useForm<ReservationValues, unknown, ReservationOutput>({
    resolver: zodResolver(ReservationForm),
    defaultValues,
    mode: 'onTouched',
  });
  const itemId = watch('inventory_item_id');
  const item = useAdminInventoryItem(itemId, undefined, { enabled: itemId !== '' });
  const locations = useAdminStockLocations(ALL_LOCATIONS);
  const names = locationNames(locations.data?.stock_locations);

  // Not enough stock, or not stocked there: the server's reason sits on the field it is about.
  useEffect(() => {
    if (!isStoredeskError(error)) return;
    if (error.code === 'insufficient_inventory') setError('quantity', { type: 'server' });
    if (error.code === 'not_stocked_at_location') setError('location_id', { type: 'server' });
  }, [error, setError]);

  const shown: FieldErrors = {};
  if (errors.quantity) shown.quantity = { type: 'validate', message: t('errors.quantity') };
  if (errors.description) {
    shown.description = { type: 'validate', message: t('errors.description') };
  }
  const levels = item.data?.inventory_item.location_levels ?? [];

  return (
    <FocusModal
      open
      onClose={onClose}
      title={title}
      formId={formId}
      isSaving={isSaving}
      saveLabel={saveLabel}
      className="max-w-2xl"
    >
      <form
        id={formId}
        noValidate
        className="flex flex-col gap-6"
        onSubmit={handleSubmit(onSubmit)}
      >
        {error !== null && error !== undefined && <Alert>{getErrorMessage(error)}</Alert>}
        {fixedItem ? (
          <div className="flex flex-col gap-1">
            <span className="text-sm font-medium text-slate-900">{t('fields.item')}</span>
            <span className="text-sm text-slate-700">
              {item.data ? itemTitle(item.data.inventory_item) : itemId}
            </span>
          </div>
        ) : (
          <Controller
            control={control}
            name="inventory_item_id"
            render={({ field, fieldState }) => (
              <ItemPicker
                value={field.value}
                invalid={fieldState.invalid}
                onChange={(id) => {
                  field.onChange(id);
                  setValue('location_id', '');
                }}
              />
            )}
          />
        )}
        <div className="flex flex-col gap-1">
          <FormLabel htmlFor={locationId} required>
            {t('fields.location')}
          </FormLabel>
          <select
            id={locationId}
            className={SELECT_CLASS}
            disabled={!itemId}
            aria-invalid={errors.location_id ? true : undefined}
            aria-describedby={errors.location_id ? locationErrorId : undefined}
            {...register('location_id')}
          >
            <option value="">{t('fields.chooseLocation')}</option>
            {levels.map((level) => (
              <option key={level.location_id} value={level.location_id}>
                {t('fields.locationOption', {
                  location: names.get(level.location_id) ?? level.location_id,
                  count: level.available_quantity,
                })}
              </option>
            ))}
          </select>
          {errors.location_id && (
            <p id={locationErrorId} role="alert" className="text-sm text-red-700">
              {t(itemId ? 'errors.location' : 'errors.itemFirst')}
            </p>
          )}
        </div>
        <TextInput
          label={t('fields.quantity')}
          inputMode="numeric"
          required
          autoComplete="off"
          errors={shown}
          {...register('quantity')}
        />
        <TextInput
          label={t('fields.reservationDescription')}
          placeholder={t('fields.reservationDescriptionPlaceholder')}
          autoComplete="off"
          errors={shown}
          {...register('description')}
        />
      </form>
    </FocusModal>
  );
}

/** Find an item by title or SKU and choose it. */
function ItemPicker({
  value,
  invalid,
  onChange,
}: {
  value: string;
  invalid: boolean;
  onChange: (id: string) => void;
}) {
  const { t } = useTranslation('inventory');
  const [q, setQ] = useState('');
  const searchId = useId();
  const errorId = useId();
  const found = useAdminInventoryItems(
    { q: q.trim() || undefined, limit: 8, expand: 'variants' },
    { placeholderData: keepPreviousData },
  );
  const chosen = useAdminInventoryItem(value, undefined, { enabled: value !== '' });
  const rows: DecoratedInventoryItem[] = found.data?.inventory_items ?? [];

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={invalid ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-900">
        {t('fields.item')}
        <span aria-hidden="true" className="text-red-600">
          {' '}
          *
        </span>
      </legend>
      {value && chosen.data && (
        <p className="text-sm text-slate-700">
          {t('fields.chosen', { item: itemTitle(chosen.data.inventory_item) })}
        </p>
      )}
      <label htmlFor={searchId} className="sr-only">
        {t('fields.findItem')}
      </label>
      <input
        id={searchId}
        type="search"
        value={q}
        placeholder={t('fields.findItem')}
        onChange={(event) => setQ(event.target.value)}
        className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-xs focus:border-slate-900 focus:outline-2 focus:outline-offset-0 focus:outline-slate-900"
      />
      {found.isPending ? (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner />
          {t('list.loading')}
        </p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-slate-500">{t('fields.noItem')}</p>
      ) : (
        <ul className="flex max-h-64 flex-col overflow-y-auto rounded-md border border-slate-200">
          {rows.map((row) => (
            <li key={row.id} className="border-b border-slate-100 last:border-0">
              <label className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-slate-50">
                <input
                  type="radio"
                  name={searchId}
                  checked={row.id === value}
                  onChange={() => onChange(row.id)}
                />
                <span className="flex flex-col">
                  <span className="font-medium text-slate-900">{itemTitle(row)}</span>
                  <span className="text-xs text-slate-500">
                    {[row.sku, variantLine(row)].filter(Boolean).join(' · ')}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {invalid && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {t('errors.item')}
        </p>
      )}
    </fieldset>
  );
}
