import { RETURN_STATUSES } from '@storedesk/contract';
import { useTranslation } from 'react-i18next';
import { ChoiceFilter } from '@/components/list/choice-filter';
import { FilterChips } from '@/components/list/filter-chips';
import type { ReturnListState } from '../return-list-query';

interface ReturnFiltersProps {
  state: ReturnListState;
  onChange: (patch: Partial<ReturnListState>) => void;
  /** Every filter off (the search stays). */
  onClearFilters: () => void;
}

/** The status filter (one status or any), then a chip for the chosen one. */
export function ReturnFilters({ state, onChange, onClearFilters }: ReturnFiltersProps) {
  const { t } = useTranslation('returns');
  const { t: common } = useTranslation('common');
  const status = state.status[0] ?? '';
  const label = t('list.filters.status');
  return (
    <div className="flex flex-col gap-3">
      <div
        role="group"
        aria-label={common('filters.label')}
        className="flex flex-wrap items-center gap-2"
      >
        <ChoiceFilter
          label={label}
          anyLabel={t('list.filters.any')}
          options={RETURN_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
          value={status}
          onChange={(value) =>
            onChange({ status: value ? [value as ReturnListState['status'][number]] : [] })
          }
        />
      </div>
      <FilterChips
        chips={
          status
            ? [
                {
                  key: `status:${status}`,
                  label: common('filters.chip', {
                    label,
                    value: t(`status.${status as ReturnListState['status'][number]}`),
                  }),
                  onRemove: () => onChange({ status: [] }),
                },
              ]
            : []
        }
        onClearAll={onClearFilters}
      />
    </div>
  );
}
