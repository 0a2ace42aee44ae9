import { useAdminCreateFulfillment, useAdminStockLocations, useAdminStore } from '@storedesk/react';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form/form-modal';
import { SelectField } from '@/components/form/select-field';
import { TextInput } from '@/components/ui/text-input';
import { toast } from '@/components/ui/toast';
import { serverField } from '../../common/server-field';
import { unfulfilled, type OrderView } from '../../common/order-view';

interface FulfillmentValues {
  location_id: string;
  /** One row per line still to fulfil, in the order's order. */
  lines: { item_id: string; quantity: string }[];
}

const LOCATIONS_QUERY = { limit: 200 };

/**
 * Create a fulfilment: the stock location it ships from (the store's default first) and how many
 * of each line still to fulfil (all of them to start with; 0 leaves a line out). The stock leaves
 * the location's level. A refusal naming a line (`items[0].quantity: …`) or the location shows
 * beside it.
 */
export function FulfillmentModal({ order, onClose }: { order: OrderView; onClose: () => void }) {
  const { t } = useTranslation('orders');
  const lines = order.items.filter((line) => unfulfilled(line) > 0);
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
  } = useForm<FulfillmentValues>({
    defaultValues: {
      location_id: '',
      lines: lines.map((line) => ({ item_id: line.id, quantity: String(unfulfilled(line)) })),
    },
  });
  // The store's default location (or the first) once the locations are read.
  useEffect(() => {
    if (getValues('location_id') || options.length === 0) return;
    const preferred = options.find((location) => location.id === defaultLocation) ?? options[0]!;
    setValue('location_id', preferred.id);
  }, [options, defaultLocation, getValues, setValue]);

  const fulfil = useAdminCreateFulfillment(order.id, {
    onSuccess: () => {
      toast.success(t('detail.fulfillment.created'));
      onClose();
    },
    // A refusal about `items[n]` is about the nth item sent.
    onError: (error, body) => {
      const field = serverField(error, ['items', 'location_id']);
      if (!field) return;
      if (field.path === 'location_id') {
        setError('location_id', { type: 'server', message: field.message });
        return;
      }
      const index = Number(field.path.split('.')[1]);
      const row = lines.findIndex((line) => line.id === body.items[index]?.item_id);
      if (row >= 0) setError(`lines.${row}.quantity`, { type: 'server', message: field.message });
    },
  });
  const onField = serverField(fulfil.error, ['items', 'location_id']) !== null;

  const submit = handleSubmit((values) => {
    let valid = true;
    const items: { item_id: string; quantity: number }[] = [];
    values.lines.forEach((row, index) => {
      const text = row.quantity.trim();
      const quantity = text === '' ? 0 : Number(text);
      const left = unfulfilled(lines[index]!);
      if (!/^\d+$/.test(text || '0') || quantity > left) {
        valid = false;
        setError(`lines.${index}.quantity`, {
          type: 'validate',
          message: t('detail.fulfillment.errors.quantity', { max: left }),
        });
      } else if (quantity > 0) items.push({ item_id: row.item_id, quantity });
    });
    if (!values.location_id) {
      valid = false;
      setError('location_id', {
        type: 'validate',
        message: t('detail.fulfillment.errors.location'),
      });
    }
    if (!valid) return;
    if (items.length === 0) {
      setError('root', { type: 'validate', message: t('detail.fulfillment.errors.nothing') });
      return;
    }
    fulfil.mutate({ items, location_id: values.location_id });
  });

  return (
    <FormModal
      open
      heading={t('detail.fulfillment.createTitle')}
      submitLabel={t('detail.fulfillment.createSubmit')}
      isSaving={fulfil.isPending}
      error={fulfil.error}
      errorOnField={onField}
      onSubmit={submit}
      onClose={onClose}
      className="flex flex-col gap-4"
    >
      <SelectField
        label={t('detail.fulfillment.location')}
        required
        disabled={locations.isPending}
        error={errors.location_id?.message}
        {...register('location_id')}
      >
        {locations.isPending && (
          <option value="">{t('detail.fulfillment.loadingLocations')}</option>
        )}
        {options.map((location) => (
          <option key={location.id} value={location.id}>
            {location.name}
          </option>
        ))}
      </SelectField>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium text-slate-900">
          {t('detail.fulfillment.items')}
        </legend>
        {errors.root && (
          <p role="alert" className="text-sm text-red-700">
            {errors.root.message}
          </p>
        )}
        <ul className="flex flex-col divide-y divide-slate-100">
          {lines.map((line, index) => (
            <li
              key={line.id}
              className="flex flex-col gap-2 py-2 sm:flex-row sm:items-start sm:justify-between"
            >
              <div className="min-w-0 text-sm">
                <p className="font-medium break-words text-slate-900">{line.title}</p>
                <p className="text-slate-500">
                  {t('detail.fulfillment.left', {
                    left: unfulfilled(line),
                    quantity: line.quantity,
                  })}
                </p>
              </div>
              <TextInput
                label={
                  <span className="sr-only">
                    {t('detail.fulfillment.quantityOf', { title: line.title })}
                  </span>
                }
                className="sm:w-36"
                type="number"
                min={0}
                max={unfulfilled(line)}
                step={1}
                inputMode="numeric"
                errors={errors}
                {...register(`lines.${index}.quantity`)}
              />
            </li>
          ))}
        </ul>
      </fieldset>
    </FormModal>
  );
}
