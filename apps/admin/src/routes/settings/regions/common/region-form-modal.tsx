import { zodResolver } from '@hookform/resolvers/zod';
import { AdminPostRegionsReq, type Region } from '@storedesk/contract';
import { useAdminStore } from '@storedesk/react';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormModal, type FormModalRouteProps } from '@/components/form/form-modal';
import { SelectField } from '@/components/form/select-field';
import { shownErrors } from '@/components/form/shown-errors';
import { useServerFieldError } from '@/components/form/use-server-field-error';
import { Switch } from '@/components/ui/switch';
import { TextInput } from '@/components/ui/text-input';
import { CountryPicker } from './country-picker';
import { useDisplayNames } from './display-names';
import { ProviderChoice } from './provider-choice';
import { fulfillmentProviderName, paymentProviderName } from './provider-names';

/**
 * The contract's region fields; the tax rate is typed as text (a comma or an empty box must not
 * become NaN before the user sees why) and the switches are always there.
 */
export const RegionForm = AdminPostRegionsReq.pick({
  name: true,
  currency_code: true,
  countries: true,
  payment_providers: true,
  fulfillment_providers: true,
}).extend({
  tax_rate: z
    .string()
    .trim()
    .transform((text) => text.replace(',', '.'))
    .pipe(z.string().regex(/^\d{1,3}(\.\d{1,3})?$/))
    .transform(Number)
    .pipe(z.number().min(0).max(100)),
  tax_code: z.string().trim().max(100),
  includes_tax: z.boolean(),
  automatic_taxes: z.boolean(),
  gift_cards_taxable: z.boolean(),
});
export type RegionFormValues = z.input<typeof RegionForm>;
export type RegionFormOutput = z.output<typeof RegionForm>;

/** The request body of the form's values (create, or update replacing every list). */
export const toRegionBody = (values: RegionFormOutput) => ({
  ...values,
  tax_code: values.tax_code === '' ? null : values.tax_code,
});

/** The form's values for an existing region. */
export const regionFormValues = (region: Region): RegionFormValues => ({
  name: region.name,
  currency_code: region.currency_code,
  tax_rate: String(region.tax_rate),
  tax_code: region.tax_code ?? '',
  includes_tax: region.includes_tax,
  automatic_taxes: region.automatic_taxes,
  gift_cards_taxable: region.gift_cards_taxable,
  countries: region.countries.map((country) => country.iso_2),
  payment_providers: region.payment_providers.map((provider) => provider.id),
  fulfillment_providers: region.fulfillment_providers.map((provider) => provider.id),
});

const FIELDS = ['name', 'currency_code', 'tax_rate', 'tax_code', 'countries'] as const;
const MESSAGES = {
  name: 'errors.name',
  currency_code: 'errors.currency',
  tax_rate: 'errors.taxRate',
  tax_code: 'errors.taxCode',
  countries: 'errors.countries',
} as const;

interface RegionFormModalProps extends FormModalRouteProps<RegionFormOutput> {
  /** The region being edited (its countries stay selectable); none when creating. */
  regionId?: string;
  defaultValues: RegionFormValues;
}

/**
 * A region in a full-screen editor: name, currency (one of the store's), default tax rate and
 * code, the tax switches, its countries and its payment and fulfilment providers.
 */
export function RegionFormModal({ regionId, defaultValues, ...modal }: RegionFormModalProps) {
  const { t } = useTranslation('regions');
  const names = useDisplayNames();
  const store = useAdminStore().data?.store;
  const taxRateHintId = useId();
  const taxCodeHintId = useId();
  const countriesHintId = useId();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegionFormValues, unknown, RegionFormOutput>({
    resolver: zodResolver(RegionForm),
    defaultValues,
    mode: 'onTouched',
  });

  // A server error about one field (`currency_code: …`, `countries: Germany already exists in
  // region …`) is shown on that field as well as above the form.
  useServerFieldError(modal.error, FIELDS, setError, { markOnly: true });
  const shown = shownErrors(errors, FIELDS, (field) => t(MESSAGES[field]));

  // The store's currencies, and the region's own even if the store stopped selling in it.
  const currencies = [...(store?.currencies ?? [])];
  if (
    defaultValues.currency_code &&
    !currencies.some((c) => c.code === defaultValues.currency_code)
  ) {
    currencies.push({
      code: defaultValues.currency_code,
      name: defaultValues.currency_code.toUpperCase(),
      symbol: '',
      symbol_native: '',
    });
  }
  const paymentProviders = store?.payment_providers ?? [];
  const fulfillmentProviders = store?.fulfillment_providers ?? [];

  return (
    <FormModal
      layout="full"
      {...modal}
      onSubmit={handleSubmit(modal.onSubmit)}
      className="flex flex-col gap-6"
    >
      <TextInput
        label={t('fields.name')}
        placeholder={t('fields.namePlaceholder')}
        required
        autoComplete="off"
        errors={shown}
        {...register('name')}
      />
      <SelectField
        label={t('fields.currency')}
        required
        hint={t('fields.currencyHint')}
        error={shown.currency_code?.message}
        {...register('currency_code')}
      >
        <option value="" disabled>
          {t('fields.currency')}
        </option>
        {currencies.map((currency) => (
          <option key={currency.code} value={currency.code}>
            {t('fields.currencyOption', {
              code: currency.code.toUpperCase(),
              name: names.currency(currency.code, currency.name),
            })}
          </option>
        ))}
      </SelectField>
      <div className="grid gap-6 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <TextInput
            label={t('fields.taxRate')}
            required
            inputMode="decimal"
            autoComplete="off"
            suffix="%"
            aria-describedby={taxRateHintId}
            errors={shown}
            {...register('tax_rate')}
          />
          <p id={taxRateHintId} className="text-sm text-slate-500">
            {t('fields.taxRateHint')}
          </p>
        </div>
        <div className="flex flex-col gap-1">
          <TextInput
            label={t('fields.taxCode')}
            autoComplete="off"
            aria-describedby={taxCodeHintId}
            errors={shown}
            {...register('tax_code')}
          />
          <p id={taxCodeHintId} className="text-sm text-slate-500">
            {t('fields.taxCodeHint')}
          </p>
        </div>
      </div>
      <div className="flex flex-col gap-4">
        {(
          [
            ['includes_tax', 'fields.includesTax', 'fields.includesTaxHint'],
            ['automatic_taxes', 'fields.automaticTaxes', 'fields.automaticTaxesHint'],
            ['gift_cards_taxable', 'fields.giftCardsTaxable', 'fields.giftCardsTaxableHint'],
          ] as const
        ).map(([name, label, hint]) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <Switch
                label={t(label)}
                description={t(hint)}
                checked={field.value}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
        ))}
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium text-slate-800">{t('fields.countries')}</legend>
        <p id={countriesHintId} className="text-sm text-slate-500">
          {t('fields.countriesHint')}
        </p>
        <Controller
          control={control}
          name="countries"
          render={({ field }) => (
            <CountryPicker
              regionId={regionId}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              invalid={shown.countries !== undefined}
              describedBy={countriesHintId}
            />
          )}
        />
        {shown.countries && <p className="text-sm text-red-700">{shown.countries.message}</p>}
      </fieldset>
      <div className="grid gap-6 sm:grid-cols-2">
        <Controller
          control={control}
          name="payment_providers"
          render={({ field }) => (
            <ProviderChoice
              legend={t('fields.paymentProviders')}
              hint={t('fields.paymentProvidersHint')}
              providers={paymentProviders}
              nameOf={(id) => paymentProviderName(t, id)}
              value={field.value}
              onChange={field.onChange}
              setUpHref="/a/settings/payment-providers"
            />
          )}
        />
        <Controller
          control={control}
          name="fulfillment_providers"
          render={({ field }) => (
            <ProviderChoice
              legend={t('fields.fulfillmentProviders')}
              hint={t('fields.fulfillmentProvidersHint')}
              providers={fulfillmentProviders}
              nameOf={(id) => fulfillmentProviderName(t, id)}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
      </div>
    </FormModal>
  );
}
