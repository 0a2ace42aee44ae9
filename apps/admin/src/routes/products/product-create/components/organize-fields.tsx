import {
  useAdminCollections,
  useAdminProductCategories,
  useAdminProductTags,
  useAdminProductTypes,
  useAdminSalesChannels,
} from '@storedesk/react';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormLabel } from '@/components/ui/form-label';
import { TextInput } from '@/components/ui/text-input';
import { useFeatureFlag } from '@/features/feature-flags';
import { useTranslatedErrors } from '../../common/field-errors';
import { SELECT_CLASS } from './general-fields';
import { ValueChipsInput } from './value-chips-input';

interface CheckListProps {
  legend: string;
  items: readonly { id: string; label: string }[];
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  empty: string;
}

function CheckList({ legend, items, selected, onChange, empty }: CheckListProps) {
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-slate-800">{legend}</legend>
      {items.length === 0 ? (
        <p className="text-sm text-slate-500">{empty}</p>
      ) : (
        <div className="flex max-h-40 flex-col gap-1 overflow-y-auto rounded-md border border-slate-200 p-2">
          {items.map((item) => (
            <label key={item.id} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                checked={selected.includes(item.id)}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? [...selected, item.id]
                      : selected.filter((id) => id !== item.id),
                  )
                }
              />
              {item.label}
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}

/** The organise part of a product form; the create form and the detail page's edit share it. */
export interface OrganizeValues {
  type_value: string;
  collection_id: string;
  tags: string[];
  categories: string[];
  sales_channels?: string[];
}

/**
 * Type (pick or create by value), collection, tags, categories (while the product_categories
 * flag is on; a hidden field keeps the product's categories as they are) and, unless the page
 * edits them elsewhere, sales channels.
 */
export function OrganizeFields({ withSalesChannels = true }: { withSalesChannels?: boolean }) {
  const { t } = useTranslation('products');
  const typeListId = useId();
  const { register, watch, setValue, formState } = useFormContext<OrganizeValues>();
  const errors = useTranslatedErrors(formState.errors);
  const types = useAdminProductTypes({ limit: 200 });
  const collections = useAdminCollections({ limit: 200 });
  const tags = useAdminProductTags({ limit: 200 });
  // Categories only while the store's product_categories flag is on.
  const withCategories = useFeatureFlag('product_categories');
  const categories = useAdminProductCategories({ limit: 200 }, { enabled: withCategories });
  const channels = useAdminSalesChannels({ limit: 200 }, { enabled: withSalesChannels });

  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div>
          <TextInput
            label={t('fields.type')}
            tooltip={t('fields.typeHint')}
            list={typeListId}
            errors={errors}
            {...register('type_value')}
          />
          <datalist id={typeListId}>
            {(types.data?.product_types ?? []).map((type) => (
              <option key={type.id} value={type.value} />
            ))}
          </datalist>
        </div>
        <div>
          <FormLabel htmlFor="product-collection" className="mb-1">
            {t('fields.collection')}
          </FormLabel>
          <select id="product-collection" className={SELECT_CLASS} {...register('collection_id')}>
            <option value="">{t('fields.noCollection')}</option>
            {(collections.data?.collections ?? []).map((collection) => (
              <option key={collection.id} value={collection.id}>
                {collection.title}
              </option>
            ))}
          </select>
        </div>
      </div>
      <ValueChipsInput
        label={t('fields.tags')}
        placeholder={t('fields.tagsPlaceholder')}
        values={watch('tags') ?? []}
        suggestions={(tags.data?.product_tags ?? []).map((tag) => tag.value)}
        onChange={(values) => setValue('tags', values, { shouldDirty: true })}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {withCategories && (
          <CheckList
            legend={t('fields.categories')}
            empty={t('fields.noCategories')}
            items={(categories.data?.product_categories ?? []).map((category) => ({
              id: category.id,
              label: category.name,
            }))}
            selected={watch('categories') ?? []}
            onChange={(ids) => setValue('categories', ids, { shouldDirty: true })}
          />
        )}
        {withSalesChannels && (
          <CheckList
            legend={t('fields.salesChannels')}
            empty={t('fields.noSalesChannels')}
            items={(channels.data?.sales_channels ?? []).map((channel) => ({
              id: channel.id,
              label: channel.name,
            }))}
            selected={watch('sales_channels') ?? []}
            onChange={(ids) => setValue('sales_channels', ids, { shouldDirty: true })}
          />
        )}
      </div>
      {withSalesChannels && (
        <p className="text-xs text-slate-500">{t('fields.salesChannelsHint')}</p>
      )}
    </div>
  );
}
