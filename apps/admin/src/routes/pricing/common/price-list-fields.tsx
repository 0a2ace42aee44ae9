import { PRICE_LIST_STATUSES, PRICE_LIST_TYPES } from '@storedesk/contract';
import { useFormContext, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { shownErrors } from '@/components/form/shown-errors';
import { TextareaField } from '@/components/form/textarea-field';
import { TextInput } from '@/components/ui/text-input';
import { FIELD_MESSAGES, type PriceListFormValues } from './price-list-form';

/** The form's errors with the messages in the interface language. */
function useFieldErrors() {
  const { t } = useTranslation('pricing');
  const {
    formState: { errors },
  } = useFormContext<PriceListFormValues>();
  const fields = Object.keys(FIELD_MESSAGES) as (keyof typeof FIELD_MESSAGES)[];
  return shownErrors(errors, fields, (field) => t(FIELD_MESSAGES[field]));
}

const CHOICE =
  'flex cursor-pointer gap-3 rounded-lg border border-slate-200 p-3 has-[input:checked]:border-slate-900 has-[input:checked]:ring-1 has-[input:checked]:ring-slate-900 has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-slate-900';

/** Type (sale or override), name, description and status of a price list. */
export function PriceListDetailsFields() {
  const { t } = useTranslation('pricing');
  const { register } = useFormContext<PriceListFormValues>();
  const errors = useFieldErrors();
  return (
    <div className="flex flex-col gap-5">
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800">{t('fields.type')}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {PRICE_LIST_TYPES.map((type) => (
            <label key={type} className={CHOICE}>
              <input
                type="radio"
                value={type}
                className="mt-1 accent-slate-900"
                {...register('type')}
              />
              <span className="text-sm">
                <span className="block font-medium text-slate-900">{t(`type.${type}`)}</span>
                <span className="block text-slate-600">{t(`typeHint.${type}`)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <TextInput
        label={t('fields.name')}
        required
        autoComplete="off"
        errors={errors}
        {...register('name')}
      />
      <TextareaField
        label={t('fields.description')}
        error={errors.description?.message}
        {...register('description')}
      />
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800">{t('fields.status')}</legend>
        <div className="flex flex-wrap gap-3">
          {PRICE_LIST_STATUSES.map((status) => (
            <label key={status} className={CHOICE}>
              <input
                type="radio"
                value={status}
                className="accent-slate-900"
                {...register('status')}
              />
              <span className="text-sm">
                <span className="block font-medium text-slate-900">{t(`status.${status}`)}</span>
                <span className="block text-slate-600">{t(`statusHint.${status}`)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}

/** When the list starts and ends applying (both optional; it must end after it starts). */
export function PriceListDatesFields() {
  const { t } = useTranslation('pricing');
  const { register, watch } = useFormContext<PriceListFormValues>();
  const errors = useFieldErrors();
  const [startsAt, endsAt] = watch(['starts_at', 'ends_at']);
  // Shown as soon as both dates are there, not only after leaving the field.
  const endsEarly =
    Boolean(startsAt && endsAt) && new Date(endsAt).getTime() <= new Date(startsAt).getTime();
  const endErrors: FieldErrors = endsEarly
    ? { ends_at: { type: 'validate', message: t(FIELD_MESSAGES.ends_at) } }
    : errors;
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-slate-600">{t('dates.hint')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput
          type="datetime-local"
          label={t('fields.startsAt')}
          errors={errors}
          {...register('starts_at')}
        />
        <TextInput
          type="datetime-local"
          label={t('fields.endsAt')}
          errors={endErrors}
          min={startsAt || undefined}
          {...register('ends_at')}
        />
      </div>
    </div>
  );
}
