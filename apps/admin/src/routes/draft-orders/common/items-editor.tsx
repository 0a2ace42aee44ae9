import { useState } from 'react';
import { get, useFieldArray, useFormContext, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FIELD_CLASS } from '@/components/form/field-class';
import { FormField } from '@/components/form/form-field';
import { ProductPicker } from '@/components/product-picker';
import { TextInput } from '@/components/ui/text-input';
import { UiButton } from '@/components/ui/ui-button';
import { useOrderFormat } from '@/routes/orders/common/format';
import { currencyStep } from '@/routes/pricing/common/money';
import { emptyCustomLine, variantLineOf, type ItemsValues } from './items-form';

interface ItemsEditorProps {
  /** The region's currency: custom prices are typed in it, variant prices shown in it. */
  currency: string;
  /** The form's errors in words (`useShownErrors`). */
  errors: FieldErrors;
}

/**
 * The lines of a draft being put together, inside a react-hook-form form of `ItemsValues`:
 * catalogue variants picked with the product picker (a variant choice when the product has
 * several, a quantity), and custom lines (title, unit price, quantity).
 */
export function ItemsEditor({ currency, errors }: ItemsEditorProps) {
  const { t } = useTranslation('draftOrders');
  const format = useOrderFormat();
  const { control, register, watch, clearErrors } = useFormContext<ItemsValues>();
  // A line added answers "add at least one": that message goes.
  const clearItemsError = () => clearErrors('items' as 'variants');
  const variants = useFieldArray({ control, name: 'variants' });
  const custom = useFieldArray({ control, name: 'custom' });
  const [picking, setPicking] = useState(false);
  const lines = watch('variants');
  const itemsError = (get(errors, 'items') as { message?: string } | undefined)?.message;

  return (
    <div className="flex flex-col gap-6">
      {itemsError && (
        <p role="alert" className="text-sm text-red-700">
          {itemsError}
        </p>
      )}
      <section className="flex flex-col gap-3" aria-labelledby="draft-variants-heading">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id="draft-variants-heading" className="font-semibold text-slate-900">
            {t('items.variantsTitle')}
          </h3>
          <UiButton variant="secondary" onClick={() => setPicking(true)}>
            {t('items.addProducts')}
          </UiButton>
        </div>
        {variants.fields.length === 0 && (
          <p className="text-sm text-slate-500">{t('items.noVariants')}</p>
        )}
        <ul className="flex flex-col gap-3">
          {variants.fields.map((field, index) => {
            const line = lines[index] ?? field;
            const chosen = line.choices.find((choice) => choice.id === line.variant_id);
            return (
              <li
                key={field.id}
                className="grid items-start gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[minmax(0,1fr)_7rem_auto]"
              >
                <div className="flex min-w-0 flex-col gap-2">
                  <p className="font-medium break-words text-slate-900">{line.product_title}</p>
                  {line.choices.length > 1 ? (
                    <FormField
                      label={t('items.variant')}
                      error={
                        (get(errors, `variants.${index}.variant_id`) as { message?: string })
                          ?.message
                      }
                    >
                      {(aria) => (
                        <select
                          className={FIELD_CLASS}
                          {...aria}
                          {...register(`variants.${index}.variant_id`)}
                        >
                          {line.choices.map((choice) => (
                            <option key={choice.id} value={choice.id}>
                              {choice.title}
                            </option>
                          ))}
                        </select>
                      )}
                    </FormField>
                  ) : (
                    chosen && <p className="text-sm text-slate-600">{chosen.title}</p>
                  )}
                  <p className="text-sm text-slate-500">
                    {chosen?.price !== null && chosen?.price !== undefined
                      ? t('items.unitPrice', { price: format.money(chosen.price, currency) })
                      : t('items.priceByStore')}
                  </p>
                </div>
                <TextInput
                  label={t('items.quantity')}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                  errors={errors}
                  {...register(`variants.${index}.quantity`)}
                />
                <UiButton
                  variant="ghost"
                  className="justify-self-start sm:mt-6 sm:justify-self-auto"
                  aria-label={t('items.removeLine', { title: line.product_title })}
                  onClick={() => variants.remove(index)}
                >
                  {t('items.remove')}
                </UiButton>
              </li>
            );
          })}
        </ul>
      </section>

      <section className="flex flex-col gap-3" aria-labelledby="draft-custom-heading">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id="draft-custom-heading" className="font-semibold text-slate-900">
            {t('items.customTitle')}
          </h3>
          <UiButton
            variant="secondary"
            onClick={() => {
              clearItemsError();
              custom.append(emptyCustomLine());
            }}
          >
            {t('items.addCustom')}
          </UiButton>
        </div>
        {custom.fields.length === 0 && (
          <p className="text-sm text-slate-500">{t('items.noCustom')}</p>
        )}
        <ul className="flex flex-col gap-3">
          {custom.fields.map((field, index) => (
            <li
              key={field.id}
              className="grid items-start gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[minmax(0,1fr)_8rem_6rem_auto]"
            >
              <TextInput
                label={t('items.customName')}
                required
                errors={errors}
                {...register(`custom.${index}.title`)}
              />
              <TextInput
                label={t('items.customPrice')}
                required
                inputMode="decimal"
                step={currencyStep(currency)}
                prefix={currency.toUpperCase()}
                errors={errors}
                {...register(`custom.${index}.price`)}
              />
              <TextInput
                label={t('items.quantity')}
                required
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                errors={errors}
                {...register(`custom.${index}.quantity`)}
              />
              <UiButton
                variant="ghost"
                className="justify-self-start sm:mt-6 sm:justify-self-auto"
                aria-label={t('items.removeCustom', { number: index + 1 })}
                onClick={() => custom.remove(index)}
              >
                {t('items.remove')}
              </UiButton>
            </li>
          ))}
        </ul>
      </section>

      <ProductPicker
        open={picking}
        onClose={() => setPicking(false)}
        title={t('items.pickerTitle')}
        alreadyAddedLabel={t('items.alreadyAdded')}
        onConfirm={(products) => {
          clearItemsError();
          variants.append(
            products
              .filter((product) => (product.variants ?? []).length > 0)
              .map((product) => variantLineOf(product, currency)),
          );
          setPicking(false);
        }}
      />
    </div>
  );
}
