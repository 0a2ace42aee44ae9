import { zodResolver } from '@hookform/resolvers/zod';
import {
  AdminPostTaxRatesReq,
  type AdminPostTaxRatesTaxRateReq as UpdateBody,
  type Region,
  type TaxRate,
} from '@storedesk/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormModal, type FormModalRouteProps } from '@/components/form/form-modal';
import { shownErrors } from '@/components/form/shown-errors';
import { useServerFieldError } from '@/components/form/use-server-field-error';
import { TextInput } from '@/components/ui/text-input';
import { formatPercent } from './percent';
import { OverrideTargets, type Targets } from './override-targets';

/** A rate as typed: empty (the region's rate) or 0 to 100 with at most three decimals. */
export function parseRate(text: string): number | null | undefined {
  const value = text.trim().replace(',', '.');
  if (value === '') return null;
  if (!/^\d{1,3}(\.\d{1,3})?$/.test(value)) return undefined;
  const rate = Number(value);
  return rate <= 100 ? rate : undefined;
}

const FormSchema = AdminPostTaxRatesReq.pick({ name: true, code: true }).extend({
  rate: z.string().refine((text) => parseRate(text) !== undefined, { message: 'rate' }),
});
type FormInput = z.input<typeof FormSchema>;
type FormOutput = z.output<typeof FormSchema>;

const SERVER_FIELDS = ['name', 'code', 'rate'] as const;

/** Name, code, rate and the whole lists of what it applies to. */
type TaxRateBody = Required<Pick<UpdateBody, 'name' | 'code' | 'rate'>> & Targets;

interface TaxRateFormModalProps extends FormModalRouteProps<TaxRateBody> {
  region: Region;
  /** The override being edited, with its products, types and options; left out to create one. */
  rate?: TaxRate;
}

/** Name, code and rate of an override, and the products, types and options it applies to. */
export function TaxRateFormModal({ region, rate, ...modal }: TaxRateFormModalProps) {
  const { t, i18n } = useTranslation('taxes');
  const [targets, setTargets] = useState<Targets>({
    products: rate?.products?.map((product) => product.id) ?? [],
    product_types: rate?.product_types?.map((type) => type.id) ?? [],
    shipping_options: rate?.shipping_options?.map((option) => option.id) ?? [],
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(FormSchema),
    defaultValues: {
      name: rate?.name ?? '',
      code: rate?.code ?? '',
      rate: rate?.rate === null || rate?.rate === undefined ? '' : String(rate.rate),
    },
  });
  const fieldError = useServerFieldError(modal.error, SERVER_FIELDS, setError);
  const shown = shownErrors(errors, SERVER_FIELDS, (field, problem) => {
    if (field === 'rate') return t('form.errors.rate');
    return problem.type === 'too_big' ? t('form.errors.tooLong') : t(`form.errors.${field}`);
  });

  const submit = handleSubmit((values) =>
    modal.onSubmit({
      name: values.name,
      code: values.code,
      rate: parseRate(values.rate) ?? null,
      ...targets,
    }),
  );

  return (
    <FormModal {...modal} errorOnField={fieldError !== null} onSubmit={submit}>
      <p className="text-sm text-slate-600">{t('form.regionLine', { region: region.name })}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput
          label={t('form.name')}
          required
          autoComplete="off"
          errors={shown}
          {...register('name')}
        />
        <TextInput
          label={t('form.code')}
          required
          autoComplete="off"
          errors={shown}
          {...register('code')}
        />
      </div>
      <TextInput
        label={t('form.rate')}
        tooltip={t('form.rateHint', {
          rate: formatPercent(region.tax_rate, i18n.language),
        })}
        inputMode="decimal"
        autoComplete="off"
        suffix="%"
        placeholder={String(region.tax_rate)}
        errors={shown}
        {...register('rate')}
      />
      <OverrideTargets region={region} value={targets} onChange={setTargets} initial={rate} />
    </FormModal>
  );
}
