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
import { CloseIcon } from '@/components/ui/icons';
import { UiButton } from '@/components/ui/ui-button';
import { useFeatureFlag } from '@/features/feature-flags';
import {
  activeFilterCount,
  type DateFilterKey,
  type IdFilter,
  type ProductListState,
} from '../product-list-query';
import type { ListStateUpdate } from '../use-list-state';
import { DateRangeFilter } from './date-range-filter';
import { FacetFilter, type FacetOption } from './facet-filter';

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

const ID_FILTER_ORDER: IdFilter[] = ['collection', 'type', 'tag', 'category', 'channel'];

interface Chip {
  key: string;
  label: string;
  remove: ListStateUpdate;
}

/** The filter buttons, then one removable chip per active filter value. */
export function ProductFilters({ state, onChange, onClearFilters }: ProductFiltersProps) {
  const { t, i18n } = useTranslation('products');
  const [opened, setOpened] = useState<ReadonlySet<IdFilter>>(new Set());
  const lists = useFilterOptions(state, opened);
  // No category filter while the store's product_categories flag is off (a category already in
  // the address still shows as a chip, so it can be removed).
  const withCategories = useFeatureFlag('product_categories');
  const facets = ID_FILTER_ORDER.filter((key) => key !== 'category' || withCategories);
  const open = (key: IdFilter) => (isOpen: boolean) => {
    if (isOpen && !opened.has(key)) setOpened(new Set([...opened, key]));
  };
  const statusOptions = PRODUCT_STATUSES.map((status) => ({
    value: status,
    label: t(`list.status.${status}`),
  }));
  const day = (value: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
      new Date(`${value}T00:00:00`),
    );
  const range = (from: string, to: string) =>
    from && to
      ? t('list.filters.between', { from: day(from), to: day(to) })
      : from
        ? t('list.filters.since', { from: day(from) })
        : t('list.filters.until', { to: day(to) });

  const chips: Chip[] = [
    ...state.status.map((status) => ({
      key: `status:${status}`,
      label: t('list.filters.chip', {
        label: t('list.filters.status'),
        value: t(`list.status.${status}`),
      }),
      remove: { status: state.status.filter((entry) => entry !== status) },
    })),
    ...ID_FILTER_ORDER.flatMap((key) =>
      state[key].map((id) => ({
        key: `${key}:${id}`,
        label: t('list.filters.chip', {
          label: t(`list.filters.${key}`),
          value:
            lists[key].options.find((option) => option.value === id)?.label ??
            (lists[key].isLoading ? t('list.filters.loadingOptions') : t('list.filters.unknown')),
        }),
        remove: { [key]: state[key].filter((entry) => entry !== id) },
      })),
    ),
    ...(['created', 'updated'] as const)
      .filter((kind) => state[`${kind}_from`] || state[`${kind}_to`])
      .map((kind) => ({
        key: kind,
        label: t('list.filters.chip', {
          label: t(`list.filters.${kind}`),
          value: range(state[`${kind}_from`], state[`${kind}_to`]),
        }),
        remove: { [`${kind}_from`]: '', [`${kind}_to`]: '' } as Partial<
          Record<DateFilterKey, string>
        >,
      })),
  ];

  return (
    <div className="flex flex-col gap-3">
      <div
        role="group"
        aria-label={t('list.filters.label')}
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
      {activeFilterCount(state) > 0 && (
        <ul className="flex flex-wrap items-center gap-2" aria-label={t('list.filters.label')}>
          {chips.map((chip) => (
            <li
              key={chip.key}
              className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-0.5 ps-3 pe-1 text-sm text-slate-800"
            >
              <span className="break-words">{chip.label}</span>
              <button
                type="button"
                aria-label={t('list.filters.remove', { label: chip.label })}
                onClick={() => onChange(chip.remove)}
                className="rounded-full p-0.5 text-slate-500 hover:bg-slate-200 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-slate-900"
              >
                <CloseIcon size={14} />
              </button>
            </li>
          ))}
          <li>
            <UiButton variant="ghost" className="px-2 py-0.5" onClick={onClearFilters}>
              {t('list.filters.clearAll')}
            </UiButton>
          </li>
        </ul>
      )}
    </div>
  );
}
