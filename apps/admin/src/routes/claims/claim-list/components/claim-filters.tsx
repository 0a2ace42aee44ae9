import {
  CLAIM_FULFILLMENT_STATUSES,
  CLAIM_PAYMENT_STATUSES,
  CLAIM_TYPES,
} from '@storedesk/contract';
import { useTranslation } from 'react-i18next';
import { ChoiceFilter } from '@/components/list/choice-filter';
import { FilterChips } from '@/components/list/filter-chips';
import type { ClaimListState } from '../claim-list-query';

interface ClaimFiltersProps {
  state: ClaimListState;
  onChange: (patch: Partial<ClaimListState>) => void;
  /** Every filter off (the search stays). */
  onClearFilters: () => void;
}

type Key = 'type' | 'payment_status' | 'fulfillment_status';

/**
 * The type, payment and fulfilment status filters (one value each, or any), then a chip for
 * each chosen one.
 */
export function ClaimFilters({ state, onChange, onClearFilters }: ClaimFiltersProps) {
  const { t } = useTranslation('claims');
  const { t: common } = useTranslation('common');
  const filters: {
    key: Key;
    label: string;
    anyLabel: string;
    options: { value: string; label: string }[];
  }[] = [
    {
      key: 'type',
      label: t('list.filters.type'),
      anyLabel: t('list.filters.anyType'),
      options: CLAIM_TYPES.map((value) => ({ value, label: t(`type.${value}`) })),
    },
    {
      key: 'payment_status',
      label: t('list.filters.payment'),
      anyLabel: t('list.filters.anyPayment'),
      options: CLAIM_PAYMENT_STATUSES.map((value) => ({ value, label: t(`payment.${value}`) })),
    },
    {
      key: 'fulfillment_status',
      label: t('list.filters.fulfillment'),
      anyLabel: t('list.filters.anyFulfillment'),
      options: CLAIM_FULFILLMENT_STATUSES.map((value) => ({
        value,
        label: t(`fulfillment.${value}`),
      })),
    },
  ];
  const chosen = (key: Key): string => state[key][0] ?? '';
  // Each filter's values are the contract's own, so a chosen value is always one of them.
  const choose = (key: Key, value: string) =>
    onChange({ [key]: value ? [value] : [] } as Partial<ClaimListState>);

  return (
    <div className="flex flex-col gap-3">
      <div
        role="group"
        aria-label={common('filters.label')}
        className="flex flex-wrap items-center gap-2"
      >
        {filters.map((entry) => (
          <ChoiceFilter
            key={entry.key}
            label={entry.label}
            anyLabel={entry.anyLabel}
            options={entry.options}
            value={chosen(entry.key)}
            onChange={(value) => choose(entry.key, value)}
          />
        ))}
      </div>
      <FilterChips
        chips={filters.flatMap((entry) => {
          const value = chosen(entry.key);
          const option = entry.options.find((candidate) => candidate.value === value);
          return option
            ? [
                {
                  key: `${entry.key}:${value}`,
                  label: common('filters.chip', { label: entry.label, value: option.label }),
                  onRemove: () => choose(entry.key, ''),
                },
              ]
            : [];
        })}
        onClearAll={onClearFilters}
      />
    </div>
  );
}
