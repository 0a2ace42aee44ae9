import { PRODUCT_STATUSES } from '@storedesk/contract';
import {
  useAdminCollections,
  useAdminProductCategories,
  useAdminProductTags,
  useAdminProductTypes,
  useAdminSalesChannels,
} from '@storedesk/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter, useDayRangeText } from '@/components/list/date-range-filter';
import { FacetFilter, type FacetOption } from '@/components/list/facet-filter';
import { FilterChips, type FilterChip } from '@/components/list/filter-chips';
import { useFeatureFlag } from '@/features/feature-flags';
import { ID_FILTERS, type IdFilter, type ProductListState } from '../product-list-query';

type ListStateUpdate = Partial<ProductListState>;

/** Enough options for a filter panel; the panel has a find field. */
const OPTIONS_QUERY = { limit: 200 };

/**
 * The option lists of the id filters, each read only once its panel opened or a value of it
 * is in the URL (the chips need the names).
 */
function useFilterOptions(state: ProductListState, opened: ReadonlySet<IdFilter>) {
  const wants = (key: IdFilter) => opened.has(key) || state[key].length > 0;
  const collections = useAdminCollections(OPTIONS_QUERY, { enabled: wants('collection') });
  const types = useAdminProductTypes(OPTIONS_QUERY, { enabled: wants('type') });
  const tags = useAdminProductTags(OPTIONS_QUERY, { enabled: wants('tag') });
  const categories = useAdminProductCategories(OPTIONS_QUERY, { enabled: wants('category') });
  const channels = useAdminSalesChannels(OPTIONS_QUERY, { enabled: wants('channel') });
  const result: Record<IdFilter, { options: FacetOption[]; isLoading: boolean }> = {
    collection: {
      options: (collections.data?.collections ?? []).map((c) => ({ value: c.id, label: c.title })),
      isLoading: collections.isLoading,
    },
    type: {
      options: (types.data?.product_types ?? []).map((c) => ({ value: c.id, label: c.value })),
      isLoading: types.isLoading,
    },
    tag: {
      options: (tags.data?.product_tags ?? []).map((c) => ({ value: c.id, label: c.value })),
      isLoading: tags.isLoading,
    },
    category: {
      options: (categories.data?.product_categories ?? []).map((c) => ({
        value: c.id,
        label: c.name,
      })),
      isLoading: categories.isLoading,
    },
    channel: {
      options: (channels.data?.sales_channels ?? []).map((c) => ({ value: c.id, label: c.name })),
      isLoading: channels.isLoading,
    },
  };
  return result;
}

interface ProductFiltersProps {
  state: ProductListState;
  onChange: (patch: ListStateUpdate) => void;
  /** Every filter off (the search stays). */
  onClearFilters: () => void;
}

/** The filter buttons, then one removable chip per active filter value. */
export function ProductFilters({ state, onChange, onClearFilters }: ProductFiltersProps) {
  const { t } = useTranslation('products');
  const { t: common } = useTranslation('common');
  const range = useDayRangeText();
  const [opened, setOpened] = useState<ReadonlySet<IdFilter>>(new Set());
  const lists = useFilterOptions(state, opened);
  // No category filter while the store's product_categories flag is off (a category already in
  // the address still shows as a chip, so it can be removed).
  const withCategories = useFeatureFlag('product_categories');
  const facets = ID_FILTERS.filter((key) => key !== 'category' || withCategories);
  const open = (key: IdFilter) => (isOpen: boolean) => {
    if (isOpen && !opened.has(key)) setOpened(new Set([...opened, key]));
  };
  const statusOptions = PRODUCT_STATUSES.map((status) => ({
    value: status,
    label: t(`list.status.${status}`),
  }));
  const chip = (label: string, value: string) => common('filters.chip', { label, value });

  const chips: FilterChip[] = [
    ...state.status.map((status) => ({
      key: `status:${status}`,
      label: chip(t('list.filters.status'), t(`list.status.${status}`)),
      onRemove: () => onChange({ status: state.status.filter((entry) => entry !== status) }),
    })),
    ...ID_FILTERS.flatMap((key) =>
      state[key].map((id) => ({
        key: `${key}:${id}`,
        label: chip(
          t(`list.filters.${key}`),
          lists[key].options.find((option) => option.value === id)?.label ??
            (lists[key].isLoading ? common('filters.loadingOptions') : common('filters.unknown')),
        ),
        onRemove: () => onChange({ [key]: state[key].filter((entry) => entry !== id) }),
      })),
    ),
    ...(['created', 'updated'] as const)
      .filter((kind) => state[`${kind}_from`] || state[`${kind}_to`])
      .map((kind) => ({
        key: kind,
        label: chip(t(`list.filters.${kind}`), range(state[`${kind}_from`], state[`${kind}_to`])),
        onRemove: () => onChange({ [`${kind}_from`]: '', [`${kind}_to`]: '' }),
      })),
  ];

  return (
    <div className="flex flex-col gap-3">
      <div
        role="group"
        aria-label={common('filters.label')}
        className="flex flex-wrap items-center gap-2"
      >
        <FacetFilter
          label={t('list.filters.status')}
          options={statusOptions}
          selected={state.status}
          onChange={(status) => onChange({ status: status as ProductListState['status'] })}
        />
        {facets.map((key) => (
          <FacetFilter
            key={key}
            label={t(`list.filters.${key}`)}
            options={lists[key].options}
            isLoading={lists[key].isLoading}
            selected={state[key]}
            onOpenChange={open(key)}
            onChange={(values) => onChange({ [key]: values })}
          />
        ))}
        {(['created', 'updated'] as const).map((kind) => (
          <DateRangeFilter
            key={kind}
            label={t(`list.filters.${kind}`)}
            from={state[`${kind}_from`]}
            to={state[`${kind}_to`]}
            onChange={({ from, to }) => onChange({ [`${kind}_from`]: from, [`${kind}_to`]: to })}
          />
        ))}
      </div>
      <FilterChips chips={chips} onClearAll={onClearFilters} />
    </div>
  );
}
