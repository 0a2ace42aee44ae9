import { zodResolver } from '@hookform/resolvers/zod';
import { getErrorMessage } from '@storedesk/client';
import type { AdminPostStockLocationsReq, StockLocation } from '@storedesk/contract';
import { useAdminCountries } from '@storedesk/react';
import { useEffect, useId, useMemo } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert } from '@/components/alert';
import { FocusModal } from '@/components/ui/focus-modal';
import { FormLabel } from '@/components/ui/form-label';
import { TextInput } from '@/components/ui/text-input';
import { serverFieldError } from '@/lib/server-field-error';
import { useCountryNames } from './country-names';

const text = (max: number) => z.string().trim().max(max);
const ADDRESS_FIELDS = [
  'address_1',
  'address_2',
  'company',
  'city',
  'postal_code',
  'province',
  'country_code',
  'phone',
] as const;

/**
 * The location's name and its address as plain boxes (empty ones are left out). An address is
 * optional; once any part of it is given, its first line and its country are needed (v1).
 */
export const LocationForm = z
  .object({
    name: text(200).min(1),
    address_1: text(300),
    address_2: text(300),
    company: text(300),
    city: text(200),
    postal_code: text(50),
    province: text(200),
    country_code: z.string(),
    phone: text(100),
  })
  .superRefine((values, context) => {
    const hasAddress = ADDRESS_FIELDS.some((field) => values[field] !== '');
    if (!hasAddress) return;
    if (values.address_1 === '') {
      context.addIssue({ code: 'custom', path: ['address_1'], message: 'required' });
    }
    if (values.country_code === '') {
      context.addIssue({ code: 'custom', path: ['country_code'], message: 'required' });
    }
  });
export type LocationFormValues = z.input<typeof LocationForm>;
type LocationFormOutput = z.output<typeof LocationForm>;

const orNull = (value: string) => (value === '' ? null : value);

/** The request body of the form's values: the whole address, or `null` for none. */
export function toLocationBody(values: LocationFormOutput) {
  const hasAddress = ADDRESS_FIELDS.some((field) => values[field] !== '');
  return {
    name: values.name,
    address: hasAddress
      ? {
          address_1: values.address_1,
          address_2: orNull(values.address_2),
          company: orNull(values.company),
          city: orNull(values.city),
          postal_code: orNull(values.postal_code),
          province: orNull(values.province),
          country_code: values.country_code,
          phone: orNull(values.phone),
        }
      : null,
  };
}

/** A create body: no address is simply left out. */
export const toCreateBody = (values: LocationFormOutput): AdminPostStockLocationsReq => {
  const { name, address } = toLocationBody(values);
  return address ? { name, address } : { name };
};

export const emptyLocation: LocationFormValues = {
  name: '',
  address_1: '',
  address_2: '',
  company: '',
  city: '',
  postal_code: '',
  province: '',
  country_code: '',
  phone: '',
};

/** The form's values of an existing location. */
export function locationFormValues(location: StockLocation): LocationFormValues {
  const address = location.address;
  return {
    name: location.name,
    address_1: address?.address_1 ?? '',
    address_2: address?.address_2 ?? '',
    company: address?.company ?? '',
    city: address?.city ?? '',
    postal_code: address?.postal_code ?? '',
    province: address?.province ?? '',
    country_code: address?.country_code ?? '',
    phone: address?.phone ?? '',
  };
}

const SELECT_CLASS =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-xs focus:border-slate-900 focus:outline-2 focus:outline-offset-0 focus:outline-slate-900 aria-invalid:border-red-500';

interface LocationFormModalProps {
  title: string;
  defaultValues: LocationFormValues;
  onSubmit: (values: LocationFormOutput) => void;
  onClose: () => void;
  isSaving: boolean;
  error: unknown;
  saveLabel?: string;
}

/** A location in a full-screen editor: its name and address (country picked by name). */
export function LocationFormModal({
  title,
  defaultValues,
  onSubmit,
  onClose,
  isSaving,
  error,
  saveLabel,
}: LocationFormModalProps) {
  const { t } = useTranslation('locations');
  const names = useCountryNames();
  const countries = useAdminCountries();
  const formId = useId();
  const countryId = useId();
  const countryErrorId = useId();
  const addressHintId = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LocationFormValues, unknown, LocationFormOutput>({
    resolver: zodResolver(LocationForm),
    defaultValues,
    mode: 'onTouched',
  });

  // `address.country_code: …` and friends from the server land on their box too.
  useEffect(() => {
    const field = serverFieldError(error, ['name', 'address']);
    if (field?.field === 'name') setError('name', { type: 'server' });
    if (field?.field === 'address' && /country_code/.test(field.message ?? '')) {
      setError('country_code', { type: 'server' });
    }
  }, [error, setError]);

  const shown: FieldErrors = {};
  if (errors.name) shown.name = { type: 'validate', message: t('errors.name') };
  if (errors.address_1) shown.address_1 = { type: 'validate', message: t('errors.address1') };

  // Every ISO country, named in the user's language and sorted as it sorts.
  const options = useMemo(
    () =>
      (countries.data?.countries ?? [])
        .map((country) => ({
          code: country.iso_2,
          name: names.country(country.iso_2, country.display_name),
        }))
        .sort((a, b) => names.compare(a.name, b.name)),
    [countries.data, names],
  );

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
        <TextInput
          label={t('fields.name')}
          placeholder={t('fields.namePlaceholder')}
          required
          autoComplete="off"
          errors={shown}
          {...register('name')}
        />
        <fieldset className="flex flex-col gap-4" aria-describedby={addressHintId}>
          <legend className="text-base font-semibold text-slate-900">{t('fields.address')}</legend>
          <p id={addressHintId} className="-mt-2 text-sm text-slate-600">
            {t('fields.addressHint')}
          </p>
          <TextInput
            label={t('fields.address1')}
            autoComplete="address-line1"
            errors={shown}
            {...register('address_1')}
          />
          <TextInput
            label={t('fields.address2')}
            autoComplete="address-line2"
            {...register('address_2')}
          />
          <TextInput
            label={t('fields.company')}
            autoComplete="organization"
            {...register('company')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextInput
              label={t('fields.postalCode')}
              autoComplete="postal-code"
              {...register('postal_code')}
            />
            <TextInput
              label={t('fields.city')}
              autoComplete="address-level2"
              {...register('city')}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextInput
              label={t('fields.province')}
              autoComplete="address-level1"
              {...register('province')}
            />
            <div className="flex flex-col gap-1">
              <FormLabel htmlFor={countryId}>{t('fields.country')}</FormLabel>
              <select
                id={countryId}
                className={SELECT_CLASS}
                autoComplete="country"
                aria-invalid={errors.country_code ? true : undefined}
                aria-describedby={errors.country_code ? countryErrorId : undefined}
                {...register('country_code')}
              >
                <option value="">{t('fields.chooseCountry')}</option>
                {options.map((country) => (
                  <option key={country.code} value={country.code}>
                    {country.name}
                  </option>
                ))}
              </select>
              {errors.country_code && (
                <p id={countryErrorId} role="alert" className="text-sm text-red-700">
                  {t('errors.country')}
                </p>
              )}
            </div>
          </div>
          <TextInput
            label={t('fields.phone')}
            type="tel"
            autoComplete="tel"
            {...register('phone')}
          />
        </fieldset>
      </form>
    </FocusModal>
  );
}
