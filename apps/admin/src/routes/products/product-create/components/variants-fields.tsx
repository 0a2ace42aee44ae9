import { useEffect } from 'react';
import { get, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextInput } from '@/components/ui/text-input';
import { UiButton } from '@/components/ui/ui-button';
import { useTranslatedErrors } from '../../common/field-errors';
import { currencyDecimals } from '../../common/money';
import { numberOrNull, textOrNull } from '../../common/shipping-fields';
import type { ProductCreateValues } from '../schema';
import { buildVariantMatrix } from '../variant-matrix';
import { ValueChipsInput } from './value-chips-input';

const CELL =
  'min-w-0 w-full rounded-sm border border-slate-300 px-2 py-1 text-sm aria-invalid:border-red-500';

/**
 * Options with their values, and the variant matrix they make: one row per combination with
 * its title, SKU, inventory settings and a price per store currency (major units).
 */
export function VariantsFields({ currencies }: { currencies: readonly string[] }) {
  const { t } = useTranslation('products');
  const { register, watch, setValue, getValues, formState } = useFormContext<ProductCreateValues>();
  const errors = useTranslatedErrors(formState.errors);
  const options = watch('options');
  const variants = watch('variants');
  const optionsKey = JSON.stringify(options);
  const defaultTitle = t('create.defaultVariant');

  useEffect(() => {
    const next = buildVariantMatrix(JSON.parse(optionsKey), getValues('variants'), defaultTitle);
    setValue('variants', next);
  }, [optionsKey, defaultTitle, getValues, setValue]);

  const setOptions = (next: ProductCreateValues['options']) =>
    setValue('options', next, { shouldDirty: true });

  const cellError = (path: string): string | undefined => {
    const entry = get(errors, path) as { message?: string } | undefined;
    return entry?.message;
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3">
        {options.map((option, index) => (
          <div
            key={index}
            className="grid grid-cols-1 items-start gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-[1fr_2fr_auto]"
          >
            <TextInput
              label={t('create.optionTitle')}
              placeholder={t('create.optionTitlePlaceholder')}
              errors={errors}
              {...register(`options.${index}.title`)}
            />
            <ValueChipsInput
              label={t('create.optionValues')}
              placeholder={t('create.optionValuesPlaceholder')}
              values={option.values}
              error={cellError(`options.${index}.values`)}
              onChange={(values) =>
                setOptions(options.map((entry, i) => (i === index ? { ...entry, values } : entry)))
              }
            />
            <UiButton
              variant="ghost"
              className="mt-6 text-red-700"
              onClick={() => setOptions(options.filter((_, i) => i !== index))}
            >
              {t('create.removeOption')}
            </UiButton>
          </div>
        ))}
        <div>
          <UiButton
            variant="secondary"
            disabled={options.length >= 10}
            onClick={() => setOptions([...options, { title: '', values: [] }])}
          >
            {t('create.addOption')}
          </UiButton>
        </div>
      </div>

      <div className="overflow-x-auto">
        <table
          className="w-full min-w-max border-collapse text-sm"
          aria-label={t('create.variantMatrix')}
        >
          <thead>
            <tr className="border-b border-slate-200 text-left text-xs font-medium text-slate-600">
              <th className="p-2">{t('variants.title')}</th>
              <th className="p-2">{t('variants.sku')}</th>
              <th className="p-2">{t('variants.inventory')}</th>
              <th className="p-2">{t('variants.manageInventory')}</th>
              <th className="p-2">{t('variants.allowBackorder')}</th>
              {currencies.map((code) => (
                <th key={code} className="p-2">
                  {t('variants.priceIn', { currency: code.toUpperCase() })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {variants.map((variant, index) => {
              const name = variant.title || defaultTitle;
              return (
                <tr
                  key={JSON.stringify(variant.options)}
                  className="border-b border-slate-100 align-top"
                >
                  <td className="p-2">
                    <input
                      className={CELL}
                      aria-label={t('create.cellTitle', { variant: name })}
                      aria-invalid={cellError(`variants.${index}.title`) ? true : undefined}
                      {...register(`variants.${index}.title`)}
                    />
                    <CellError message={cellError(`variants.${index}.title`)} />
                  </td>
                  <td className="p-2">
                    <input
                      className={CELL}
                      aria-label={t('create.cellSku', { variant: name })}
                      aria-invalid={cellError(`variants.${index}.sku`) ? true : undefined}
                      {...register(`variants.${index}.sku`, { setValueAs: textOrNull })}
                    />
                    <CellError message={cellError(`variants.${index}.sku`)} />
                  </td>
                  <td className="p-2">
                    <input
                      type="number"
                      min={0}
                      step={1}
                      className={`${CELL} w-24`}
                      aria-label={t('create.cellInventory', { variant: name })}
                      aria-invalid={
                        cellError(`variants.${index}.inventory_quantity`) ? true : undefined
                      }
                      {...register(`variants.${index}.inventory_quantity`, {
                        setValueAs: (value) => numberOrNull(value) ?? 0,
                      })}
                    />
                    <CellError message={cellError(`variants.${index}.inventory_quantity`)} />
                  </td>
                  <td className="p-2 text-center">
                    <input
                      type="checkbox"
                      aria-label={t('create.cellManage', { variant: name })}
                      {...register(`variants.${index}.manage_inventory`)}
                    />
                  </td>
                  <td className="p-2 text-center">
                    <input
                      type="checkbox"
                      aria-label={t('create.cellBackorder', { variant: name })}
                      {...register(`variants.${index}.allow_backorder`)}
                    />
                  </td>
                  {currencies.map((code) => (
                    <td key={code} className="p-2">
                      <input
                        inputMode="decimal"
                        placeholder={currencyDecimals(code) === 0 ? '0' : '0.00'}
                        className={`${CELL} w-28 text-right`}
                        aria-label={t('create.cellPrice', {
                          variant: name,
                          currency: code.toUpperCase(),
                        })}
                        aria-invalid={
                          cellError(`variants.${index}.prices.${code}`) ? true : undefined
                        }
                        {...register(`variants.${index}.prices.${code}`)}
                      />
                      <CellError message={cellError(`variants.${index}.prices.${code}`)} />
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function CellError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return <p className="mt-1 max-w-48 text-xs text-red-700">{message}</p>;
}
