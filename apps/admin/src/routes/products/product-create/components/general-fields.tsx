import { PRODUCT_STATUSES } from '@storedesk/contract';
import { useEffect, useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormLabel } from '@/components/ui/form-label';
import { TextInput } from '@/components/ui/text-input';
import { useTranslatedErrors } from '../../common/field-errors';
import { handleFromTitle, type ProductCreateValues } from '../schema';

export const SELECT_CLASS =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-xs focus:border-slate-900 focus:outline-2 focus:outline-offset-0 focus:outline-slate-900';

/** Title, subtitle, handle (follows the title until edited), description and status. */
export function GeneralFields() {
  const { t } = useTranslation('products');
  const { register, watch, setValue, getFieldState, formState } =
    useFormContext<ProductCreateValues>();
  const errors = useTranslatedErrors(formState.errors);
  const title = watch('title');
  const handleEdited = useRef(false);

  useEffect(() => {
    if (!handleEdited.current && !getFieldState('handle').isDirty) {
      setValue('handle', handleFromTitle(title ?? ''), { shouldValidate: false });
    }
  }, [title, setValue, getFieldState]);

  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextInput label={t('fields.title')} required errors={errors} {...register('title')} />
        <TextInput label={t('fields.subtitle')} errors={errors} {...register('subtitle')} />
      </div>
      <TextInput
        label={t('fields.handle')}
        tooltip={t('fields.handleHint')}
        prefix="/"
        errors={errors}
        {...register('handle', {
          onChange: () => {
            handleEdited.current = true;
          },
        })}
      />
      <div>
        <FormLabel htmlFor="product-description" className="mb-1">
          {t('fields.description')}
        </FormLabel>
        <textarea
          id="product-description"
          rows={4}
          className={SELECT_CLASS}
          {...register('description')}
        />
      </div>
      <div>
        <FormLabel htmlFor="product-status" className="mb-1">
          {t('fields.status')}
        </FormLabel>
        <select id="product-status" className={SELECT_CLASS} {...register('status')}>
          {PRODUCT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`fields.statuses.${status}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
