import { zodResolver } from '@hookform/resolvers/zod';
import { getErrorMessage } from '@storedesk/client';
import {
  AdminPostTaxRatesReq,
  type AdminPostTaxRatesTaxRateReq as UpdateBody,
  type Region,
  type TaxRate,
} from '@storedesk/contract';
import { useEffect, useId, useState } from 'react';
import { useForm, type FieldError, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert } from '@/components/alert';
import { Modal } from '@/components/ui/modal';
import { TextInput } from '@/components/ui/text-input';
import { UiButton } from '@/components/ui/ui-button';
import { serverFieldError } from '@/lib/server-field-error';
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

interface TaxRateFormModalProps {
  heading: string;
  submitLabel: string;
  region: Region;
  /** The override being edited, with its products, types and options; left out to create one. */
  rate?: TaxRate;
  isSaving: boolean;
  error: unknown;
  /** Name, code, rate and the whole lists of what it applies to. */
  onSubmit: (body: Required<Pick<UpdateBody, 'name' | 'code' | 'rate'>> & Targets) => void;
  onClose: () => void;
}

/** Name, code and rate of an override, and the products, types and options it applies to. */
export function TaxRateFormModal({
  heading,
  submitLabel,
  region,
  rate,
  isSaving,
  error,
  onSubmit,
  onClose,
}: TaxRateFormModalProps) {
  const { t, i18n } = useTranslation(['taxes', 'common']);
  const formId = useId();
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

  const fieldError = serverFieldError(error, SERVER_FIELDS);
  useEffect(() => {
    if (fieldError) setError(fieldError.field, { type: 'server', message: fieldError.message });
    // The error object is new per failed save; its field and text are what matter.
  }, [error]); // eslint-disable-line react-hooks/exhaustive-deps

  const message = (field: 'name' | 'code' | 'rate', problem: FieldError | undefined) => {
    if (!problem) return undefined;
    if (problem.type === 'server') return problem.message;
    if (field === 'rate') return t('form.errors.rate');
    return problem.type === 'too_big' ? t('form.errors.tooLong') : t(`form.errors.${field}`);
  };
  const shown = Object.fromEntries(
    SERVER_FIELDS.flatMap((field) =>
      errors[field] ? [[field, { type: 'shown', message: message(field, errors[field]) }]] : [],
    ),
  ) as FieldErrors;

  const submit = handleSubmit((values) =>
    onSubmit({
      name: values.name,
      code: values.code,
      rate: parseRate(values.rate) ?? null,
      ...targets,
    }),
  );

  return (
    <Modal open onClose={() => !isSaving && onClose()}>
      <Modal.Body>
        <Modal.Header title={heading} />
        <Modal.Content>
          <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-5">
            {error !== null && error !== undefined && !fieldError && (
              <Alert>{getErrorMessage(error)}</Alert>
            )}
            <p className="text-sm text-slate-600">
              {t('form.regionLine', { region: region.name })}
            </p>
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
          </form>
        </Modal.Content>
      </Modal.Body>
      <Modal.Footer>
        <UiButton variant="secondary" disabled={isSaving} onClick={onClose}>
          {t('common:actions.cancel')}
        </UiButton>
        <UiButton type="submit" form={formId} isLoading={isSaving}>
          {submitLabel}
        </UiButton>
      </Modal.Footer>
    </Modal>
  );
}
