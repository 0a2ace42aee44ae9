import type { Region } from '@storedesk/contract';
import { useAdminShippingOptions } from '@storedesk/react';
import { useEffect } from 'react';
import { get, useFormContext, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Badge } from '@/components/badge';
import { SelectField } from '@/components/form/select-field';
import { Spinner } from '@/components/spinner';
import { TextInput } from '@/components/ui/text-input';
import { useOrderFormat } from '@/routes/orders/common/format';
import { currencyStep } from '@/routes/pricing/common/money';
import { useDisplayNames } from '@/routes/settings/regions/common/display-names';
import type { CreateValues } from '../create-form';

const message = (errors: FieldErrors, name: string) =>
  (get(errors, name) as { message?: string } | undefined)?.message;

/**
 * Step 3: where the order goes (the country among the region's) and how: one of the region's
 * shipping options, admin-only ones included; a provider-priced option asks for its price.
 */
export function ShippingStep({ region, errors }: { region: Region; errors: FieldErrors }) {
  const { t } = useTranslation('draftOrders');
  const format = useOrderFormat();
  const names = useDisplayNames();
  const { register, watch, setValue } = useFormContext<CreateValues>();
  const options = useAdminShippingOptions({ region_id: region.id, is_return: false, limit: 100 });
  const optionId = watch('option_id');
  const listed = options.data?.shipping_options;
  // An option chosen for another region (before the region changed) is let go.
  useEffect(() => {
    if (listed && optionId && !listed.some((option) => option.id === optionId)) {
      setValue('option_id', '');
      setValue('option_calculated', false);
    }
  }, [listed, optionId, setValue]);
  const calculated = watch('option_calculated');
  const countries = [...region.countries].sort((a, b) =>
    names.compare(names.country(a.iso_2, a.display_name), names.country(b.iso_2, b.display_name)),
  );
  const field = (name: keyof CreateValues['address'], required = false, wide = false) => (
    <TextInput
      label={t(`address.${name}`)}
      required={required}
      errors={errors}
      className={wide ? 'sm:col-span-2' : ''}
      {...register(`address.${name}`)}
    />
  );

  return (
    <div className="flex flex-col gap-6">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 font-semibold text-slate-900">{t('shipping.addressTitle')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {field('first_name', true)}
          {field('last_name', true)}
          {field('company', false, true)}
          {field('address_1', true, true)}
          {field('address_2', false, true)}
          {field('postal_code', true)}
          {field('city', true)}
          {field('province')}
          <SelectField
            label={t('address.country_code')}
            required
            error={message(errors, 'address.country_code')}
            {...register('address.country_code')}
          >
            <option value="">{t('shipping.countryPlaceholder')}</option>
            {countries.map((country) => (
              <option key={country.iso_2} value={country.iso_2}>
                {names.country(country.iso_2, country.display_name)}
              </option>
            ))}
          </SelectField>
          {field('phone')}
        </div>
      </fieldset>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 font-semibold text-slate-900">{t('shipping.optionTitle')}</legend>
        {options.isPending ? (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <Spinner />
            {t('shipping.loadingOptions')}
          </p>
        ) : options.isError ? (
          <Alert>{t('shipping.optionsFailed')}</Alert>
        ) : options.data.shipping_options.length === 0 ? (
          <p className="text-sm text-slate-500">{t('shipping.noOptions')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-slate-200 rounded-lg border border-slate-200">
            {options.data.shipping_options.map((option) => (
              <li key={option.id}>
                <label className="flex cursor-pointer items-start gap-3 px-3 py-2 hover:bg-slate-50">
                  <input
                    type="radio"
                    name="draft-shipping-option"
                    className="mt-1"
                    checked={optionId === option.id}
                    aria-invalid={message(errors, 'option_id') ? true : undefined}
                    onChange={() => {
                      setValue('option_id', option.id, { shouldValidate: true });
                      setValue('option_calculated', option.amount === null);
                    }}
                  />
                  <span className="flex min-w-0 flex-1 flex-wrap items-center justify-between gap-2">
                    <span className="flex flex-wrap items-center gap-2">
                      <span className="font-medium break-words text-slate-900">{option.name}</span>
                      {option.admin_only && <Badge>{t('shipping.adminOnly')}</Badge>}
                    </span>
                    <span className="text-sm whitespace-nowrap text-slate-600">
                      {option.amount === null
                        ? t('shipping.calculated')
                        : format.money(option.amount, region.currency_code)}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
        {message(errors, 'option_id') && (
          <p className="text-sm text-red-700">{message(errors, 'option_id')}</p>
        )}
        {calculated && (
          <TextInput
            label={t('shipping.price')}
            required
            inputMode="decimal"
            step={currencyStep(region.currency_code)}
            prefix={region.currency_code.toUpperCase()}
            errors={errors}
            {...register('option_price')}
          />
        )}
      </fieldset>
    </div>
  );
}
