import { useTranslation } from 'react-i18next';
import { DateRangeFilter, useDayRangeText } from '@/components/list/date-range-filter';
import { FacetFilter } from '@/components/list/facet-filter';
import { FilterChips, type FilterChip } from '@/components/list/filter-chips';
import type { CustomerListState } from '../list-query';

interface CustomerFiltersProps {
  state: CustomerListState;
  onChange: (patch: Partial<CustomerListState>) => void;
  /** Every filter off (the search stays). */
  onClearFilters: () => void;
}

/** Account and creation date, then one removable chip per active filter. */
export function CustomerFilters({ state, onChange, onClearFilters }: CustomerFiltersProps) {
  const { t } = useTranslation('customers');
  const { t: common } = useTranslation('common');
  const range = useDayRangeText();
  const accountLabel = (value: 'true' | 'false') =>
    value === 'true' ? t('list.filters.withAccount') : t('list.filters.guest');
  const chip = (label: string, value: string) => common('filters.chip', { label, value });

  const chips: FilterChip[] = [
    ...state.account.map((value) => ({
      key: `account:${value}`,
      label: chip(t('list.filters.account'), accountLabel(value)),
      onRemove: () => onChange({ account: state.account.filter((entry) => entry !== value) }),
    })),
    ...(state.created_from || state.created_to
      ? [
          {
            key: 'created',
            label: chip(t('list.filters.created'), range(state.created_from, state.created_to)),
            onRemove: () => onChange({ created_from: '', created_to: '' }),
          },
        ]
      : []),
  ];

  return (
    <div className="flex flex-col gap-3">
      <div
        role="group"
        aria-label={common('filters.label')}
        className="flex flex-wrap items-center gap-2"
      >
        <FacetFilter
          label={t('list.filters.account')}
          options={(['true', 'false'] as const).map((value) => ({
            value,
            label: accountLabel(value),
          }))}
          selected={state.account}
          onChange={(values) => onChange({ account: values as CustomerListState['account'] })}
        />
        <DateRangeFilter
          label={t('list.filters.created')}
          from={state.created_from}
          to={state.created_to}
          onChange={({ from, to }) => onChange({ created_from: from, created_to: to })}
        />
      </div>
      <FilterChips chips={chips} onClearAll={onClearFilters} />
    </div>
  );
}
