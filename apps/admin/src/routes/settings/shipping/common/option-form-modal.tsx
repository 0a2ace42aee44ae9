import { zodResolver } from '@hookform/resolvers/zod';
import type {
  AdminPostShippingOptionsOptionReq,
  AdminPostShippingOptionsReq,
  Region,
  ShippingOption,
  ShippingProfileBase,
} from '@storedesk/contract';
import { useAdminRegionFulfillmentOptions } from '@storedesk/react';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormModal, type FormModalRouteProps } from '@/components/form/form-modal';
import { SelectField } from '@/components/form/select-field';
import { shownErrors } from '@/components/form/shown-errors';
import { useServerFieldError } from '@/components/form/use-server-field-error';
import { Switch } from '@/components/ui/switch';
import { TextInput } from '@/components/ui/text-input';
import { toMajorUnits, toMinorUnits } from '@/routes/pricing/common/money';
import { MoneyInput } from './money-input';

/** The values as the form holds them: amounts as typed, in the region's major units. */
const formSchema = (currencyCode: string) =>
  z
    .object({
      name: z.string().trim().min(1).max(200),
      provider: z.string(),
      profile_id: z.string(),
      price_type: z.enum(['flat_rate', 'calculated']),
      amount: z.string(),
      includes_tax: z.boolean(),
      min: z.string(),
      max: z.string(),
      admin_only: z.boolean(),
    })
    .superRefine((values, ctx) => {
      const amount = toMinorUnits(values.amount, currencyCode);
      if (values.price_type === 'flat_rate' && typeof amount !== 'number') {
        ctx.addIssue({ code: 'custom', path: ['amount'], message: 'amount' });
      }
      const min = toMinorUnits(values.min, currencyCode);
      const max = toMinorUnits(values.max, currencyCode);
      if (min === null) ctx.addIssue({ code: 'custom', path: ['min'], message: 'money' });
      if (max === null) ctx.addIssue({ code: 'custom', path: ['max'], message: 'money' });
      if (typeof min === 'number' && typeof max === 'number' && max <= min) {
        ctx.addIssue({ code: 'custom', path: ['max'], message: 'order' });
      }
    });
type FormValues = z.infer<ReturnType<typeof formSchema>>;
const FORM_FIELDS = [
  'name',
  'provider',
  'profile_id',
  'price_type',
  'amount',
  'includes_tax',
  'min',
  'max',
  'admin_only',
] as const;

/** Server errors by the field they name, and the form field that shows each. */
const SERVER_FIELDS = [
  'name',
  'amount',
  'requirements',
  'price_type',
  'data',
  'provider_id',
] as const;
const SHOWN_ON = {
  name: 'name',
  amount: 'amount',
  requirements: 'min',
  price_type: 'price_type',
  data: 'provider',
  provider_id: 'provider',
} as const;

type OptionBody = AdminPostShippingOptionsReq & AdminPostShippingOptionsOptionReq;

interface OptionFormModalProps extends FormModalRouteProps<OptionBody> {
  region: Region;
  /** The option being edited (its region, provider, profile and kind stay); left out to create. */
  option?: ShippingOption;
  /** Creating: whether it is a return option. */
  isReturn: boolean;
  /** Creating: the profiles to choose from (the default one is chosen first). */
  profiles?: readonly ShippingProfileBase[];
}

/**
 * A shipping (or return) option of a region: name, the provider's option it ships with, its
 * profile, a flat price in the region's currency or a calculated one, whether the price
 * includes tax, the subtotal it needs, and whether only staff may use it.
 */
export function OptionFormModal({
  region,
  option,
  isReturn,
  profiles = [],
  ...modal
}: OptionFormModalProps) {
  const { t } = useTranslation('shipping');
  const currency = region.currency_code;
  const creating = option === undefined;
  const providerOptions = useAdminRegionFulfillmentOptions(region.id, { enabled: creating });
  // Every provider option of the region, the ones for this kind (shipping or return) first.
  const choices = (providerOptions.data?.fulfillment_options ?? [])
    .flatMap((provider) =>
      provider.options.map((data, index) => ({
        key: `${provider.provider_id}:${index}`,
        providerId: provider.provider_id,
        data,
        label: `${typeof data.name === 'string' ? data.name : String(data.id ?? index)} (${provider.provider_id})`,
        matches: Boolean(data.is_return) === isReturn,
      })),
    )
    .sort((a, b) => Number(b.matches) - Number(a.matches));
  const requirement = (type: 'min_subtotal' | 'max_subtotal') => {
    const found = option?.requirements?.find((entry) => entry.type === type);
    return found ? toMajorUnits(found.amount, currency) : '';
  };

  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    watch,
    formState: { errors },
  } = useForm<FormValues>({
    resolver: zodResolver(formSchema(currency)),
    defaultValues: {
      name: option?.name ?? '',
      provider: '',
      profile_id: profiles.find((profile) => profile.type === 'default')?.id ?? '',
      price_type: option?.price_type ?? 'flat_rate',
      amount:
        option?.amount !== undefined && option.amount !== null
          ? toMajorUnits(option.amount, currency)
          : '',
      includes_tax: option?.includes_tax ?? false,
      min: requirement('min_subtotal'),
      max: requirement('max_subtotal'),
      admin_only: option?.admin_only ?? false,
    },
  });
  const firstChoice = choices[0]?.key;
  useEffect(() => {
    if (creating && firstChoice && getValues('provider') === '') setValue('provider', firstChoice);
  }, [creating, firstChoice, getValues, setValue]);

  const fieldError = useServerFieldError(modal.error, SERVER_FIELDS, setError, {
    shownOn: SHOWN_ON,
  });
  const shown = shownErrors(errors, FORM_FIELDS, (field, problem) => {
    if (field === 'name') return t('form.errors.name');
    if (field === 'amount') return t('form.errors.amount');
    if (problem.message === 'order') return t('form.errors.maxBelowMin');
    return t('form.errors.money');
  });
  const priceType = watch('price_type');

  const submit = handleSubmit((values) => {
    const minor = (text: string) => toMinorUnits(text, currency);
    const requirements = [
      ...(typeof minor(values.min) === 'number'
        ? [{ type: 'min_subtotal' as const, amount: minor(values.min)! }]
        : []),
      ...(typeof minor(values.max) === 'number'
        ? [{ type: 'max_subtotal' as const, amount: minor(values.max)! }]
        : []),
    ];
    const common = {
      name: values.name,
      price_type: values.price_type,
      ...(values.price_type === 'flat_rate' && { amount: minor(values.amount)! }),
      includes_tax: values.includes_tax,
      admin_only: values.admin_only,
      requirements,
    };
    if (!creating) {
      modal.onSubmit(common as OptionBody);
      return;
    }
    const choice = choices.find((entry) => entry.key === values.provider);
    modal.onSubmit({
      ...common,
      region_id: region.id,
      provider_id: choice?.providerId ?? '',
      data: choice?.data ?? {},
      ...(values.profile_id !== '' && { profile_id: values.profile_id }),
      is_return: isReturn,
    });
  });

  return (
    <FormModal {...modal} errorOnField={fieldError !== null} onSubmit={submit}>
      <p className="text-sm text-slate-600">
        {t(isReturn ? 'form.returnRegionLine' : 'form.regionLine', {
          region: region.name,
          currency: currency.toUpperCase(),
        })}
      </p>
      <TextInput
        label={t('form.name')}
        required
        autoComplete="off"
        errors={shown}
        {...register('name')}
      />
      {creating && (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('form.provider')}
            error={shown.provider?.message}
            hint={choices.length === 0 ? t('form.noProviderOptions') : undefined}
            {...register('provider')}
          >
            {choices.map((choice) => (
              <option key={choice.key} value={choice.key}>
                {choice.label}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('form.profile')} {...register('profile_id')}>
            {profiles.map((profile) => (
              <option key={profile.id} value={profile.id}>
                {profile.name}
              </option>
            ))}
          </SelectField>
        </div>
      )}
      <fieldset className="flex flex-col gap-3">
        <legend className="text-sm font-medium text-slate-800">{t('form.price')}</legend>
        <Controller
          control={control}
          name="price_type"
          render={({ field }) => (
            <div className="flex flex-wrap gap-4" role="radiogroup">
              {(['flat_rate', 'calculated'] as const).map((type) => (
                <label key={type} className="flex items-center gap-2 text-sm text-slate-900">
                  <input
                    type="radio"
                    name={field.name}
                    value={type}
                    checked={field.value === type}
                    onChange={() => field.onChange(type)}
                    className="size-4 accent-slate-900"
                  />
                  {t(`form.priceTypes.${type}`)}
                </label>
              ))}
            </div>
          )}
        />
        {shown.price_type && <p className="text-sm text-red-700">{shown.price_type.message}</p>}
        {priceType === 'flat_rate' ? (
          <MoneyInput
            label={t('form.amount')}
            tooltip={t('form.amountHint')}
            currencyCode={currency}
            errors={shown}
            {...register('amount')}
          />
        ) : (
          <p className="text-sm text-slate-500">{t('form.calculatedHint')}</p>
        )}
        <Controller
          control={control}
          name="includes_tax"
          render={({ field }) => (
            <Switch
              label={t('form.includesTax')}
              description={t('form.includesTaxHint')}
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="text-sm font-medium text-slate-800">{t('form.requirements')}</legend>
        <p className="text-sm text-slate-500">{t('form.requirementsHint')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <MoneyInput
            label={t('form.minSubtotal')}
            currencyCode={currency}
            errors={shown}
            {...register('min')}
          />
          <MoneyInput
            label={t('form.maxSubtotal')}
            currencyCode={currency}
            errors={shown}
            {...register('max')}
          />
        </div>
      </fieldset>
      <Controller
        control={control}
        name="admin_only"
        render={({ field }) => (
          <Switch
            label={t('form.adminOnly')}
            description={t('form.adminOnlyHint')}
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
    </FormModal>
  );
}
