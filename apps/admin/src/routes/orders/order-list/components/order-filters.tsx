import {
  ORDER_FULFILLMENT_STATUSES,
  ORDER_PAYMENT_STATUSES,
  ORDER_STATUSES,
} from '@storedesk/contract';
import { useAdminRegions, useAdminSalesChannels } from '@storedesk/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter, useDayRangeText } from '@/components/list/date-range-filter';
import { FacetFilter, type FacetOption } from '@/components/list/facet-filter';
import { FilterChips, type FilterChip } from '@/components/list/filter-chips';
import type { OrderListState } from '../order-list-query';

type ListStateUpdate = Partial<OrderListState>;

/** Enough options for a filter panel; the panel has a find field. */
const OPTIONS_QUERY = { limit: 200 };

const STATUS_FILTERS = ['status', 'payment_status', 'fulfillment_status'] as const;
type StatusFilter = (typeof STATUS_FILTERS)[number];
const ID_FILTERS = ['region', 'channel'] as const;
type IdFilter = (typeof ID_FILTERS)[number];

/** The region and sales channel options, read once their panel opened or a value is in the URL. */
function useIdOptions(state: OrderListState, opened: ReadonlySet<IdFilter>) {
  const wants = (key: IdFilter) => opened.has(key) || state[key].length > 0;
  const regions = useAdminRegions(OPTIONS_QUERY, { enabled: wants('region') });
  const channels = useAdminSalesChannels(OPTIONS_QUERY, { enabled: wants('channel') });
  const result: Record<IdFilter, { options: FacetOption[]; isLoading: boolean }> = {
    region: {
      options: (regions.data?.regions ?? []).map((r) => ({ value: r.id, label: r.name })),
      isLoading: regions.isLoading,
    },
    channel: {
      options: (channels.data?.sales_channels ?? []).map((c) => ({ value: c.id, label: c.name })),
      isLoading: channels.isLoading,
    },
  };
  return result;
}

interface OrderFiltersProps {
  state: OrderListState;
  onChange: (patch: ListStateUpdate) => void;
  /** Every filter off (the search stays). */
  onClearFilters: () => void;
}

/** The filter buttons (statuses, region, sales channel, date placed), then a chip per value. */
export function OrderFilters({ state, onChange, onClearFilters }: OrderFiltersProps) {
  const { t } = useTranslation('orders');
  const { t: common } = useTranslation('common');
  const range = useDayRangeText();
  const [opened, setOpened] = useState<ReadonlySet<IdFilter>>(new Set());
  const lists = useIdOptions(state, opened);
  const open = (key: IdFilter) => (isOpen: boolean) => {
    if (isOpen && !opened.has(key)) setOpened(new Set([...opened, key]));
  };
  const chip = (label: string, value: string) => common('filters.chip', { label, value });

  const statusLabel = (key: StatusFilter, value: string) =>
    key === 'status'
      ? t(`status.order.${value as OrderListState['status'][number]}`)
      : key === 'payment_status'
        ? t(`status.payment.${value as OrderListState['payment_status'][number]}`)
        : t(`status.fulfillment.${value as OrderListState['fulfillment_status'][number]}`);
  const statusValues: Record<StatusFilter, readonly string[]> = {
    status: ORDER_STATUSES,
    payment_status: ORDER_PAYMENT_STATUSES,
    fulfillment_status: ORDER_FULFILLMENT_STATUSES,
  };

  const chips: FilterChip[] = [
    ...STATUS_FILTERS.flatMap((key) =>
      (state[key] as string[]).map((value) => ({
        key: `${key}:${value}`,
        label: chip(t(`list.filters.${key}`), statusLabel(key, value)),
        onRemove: () =>
          onChange({ [key]: (state[key] as string[]).filter((entry) => entry !== value) }),
      })),
    ),
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
        {STATUS_FILTERS.map((key) => (
          <FacetFilter
            key={key}
            label={t(`list.filters.${key}`)}
            options={statusValues[key].map((value) => ({
              value,
              label: statusLabel(key, value),
            }))}
            selected={state[key]}
            onChange={(values) => onChange({ [key]: values })}
          />
        ))}
        {ID_FILTERS.map((key) => (
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
