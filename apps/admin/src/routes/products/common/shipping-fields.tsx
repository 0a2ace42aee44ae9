import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextInput } from '@/components/ui/text-input';

export const DIMENSIONS = ['weight', 'length', 'height', 'width'] as const;
export const CUSTOMS = ['hs_code', 'origin_country', 'mid_code', 'material'] as const;

/** Empty text is "not set" (null); anything else is read as a number (NaN fails validation). */
export const numberOrNull = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

export const textOrNull = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

interface ShippingFieldsProps<T extends FieldValues> {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}

/** Weight, dimensions and customs fields of a product (create form and attributes editor). */
export function ShippingFields<T extends FieldValues>({
  register,
  errors,
}: ShippingFieldsProps<T>) {
  const { t } = useTranslation('products');
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {DIMENSIONS.map((name) => (
        <TextInput
          key={name}
          label={t(`fields.${name}`)}
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          errors={errors}
          {...register(name as Path<T>, { setValueAs: numberOrNull })}
        />
      ))}
      {CUSTOMS.map((name) => (
        <TextInput
          key={name}
          label={t(`fields.${name}`)}
          errors={errors}
          {...register(name as Path<T>, { setValueAs: textOrNull })}
        />
      ))}
    </div>
  );
}
