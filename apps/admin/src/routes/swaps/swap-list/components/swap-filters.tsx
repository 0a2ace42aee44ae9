import { SWAP_FULFILLMENT_STATUSES, SWAP_PAYMENT_STATUSES } from '@storedesk/contract';
import { useTranslation } from 'react-i18next';
import { ChoiceFilter } from '@/components/list/choice-filter';
import { FilterChips } from '@/components/list/filter-chips';
import type { SwapListState } from '../swap-list-query';

interface SwapFiltersProps {
  state: SwapListState;
  onChange: (patch: Partial<SwapListState>) => void;
  /** Every filter off (the search stays). */
  onClearFilters: () => void;
}

type Payment = SwapListState['payment_status'][number];
type Fulfillment = SwapListState['fulfillment_status'][number];

/**
 * The payment and fulfilment status filters (one status each, or any), then a chip for each
 * chosen one.
 */
export function SwapFilters({ state, onChange, onClearFilters }: SwapFiltersProps) {
  const { t } = useTranslation('swaps');
  const { t: common } = useTranslation('common');
  const payment = state.payment_status[0] ?? '';
  const fulfillment = state.fulfillment_status[0] ?? '';
  const paymentLabel = t('list.filters.payment');
  const fulfillmentLabel = t('list.filters.fulfillment');
  return (
    <div className="flex flex-col gap-3">
      <div
        role="group"
        aria-label={common('filters.label')}
        className="flex flex-wrap items-center gap-2"
      >
        <ChoiceFilter
          label={paymentLabel}
          anyLabel={t('list.filters.anyPayment')}
          options={SWAP_PAYMENT_STATUSES.map((value) => ({ value, label: t(`payment.${value}`) }))}
          value={payment}
          onChange={(value) => onChange({ payment_status: value ? [value as Payment] : [] })}
        />
        <ChoiceFilter
          label={fulfillmentLabel}
          anyLabel={t('list.filters.anyFulfillment')}
          options={SWAP_FULFILLMENT_STATUSES.map((value) => ({
            value,
            label: t(`fulfillment.${value}`),
          }))}
          value={fulfillment}
          onChange={(value) =>
            onChange({ fulfillment_status: value ? [value as Fulfillment] : [] })
          }
        />
      </div>
      <FilterChips
        chips={[
          ...(payment
            ? [
                {
                  key: `payment:${payment}`,
                  label: common('filters.chip', {
                    label: paymentLabel,
                    value: t(`payment.${payment as Payment}`),
                  }),
                  onRemove: () => onChange({ payment_status: [] }),
                },
              ]
            : []),
          ...(fulfillment
            ? [
                {
                  key: `fulfillment:${fulfillment}`,
                  label: common('filters.chip', {
                    label: fulfillmentLabel,
                    value: t(`fulfillment.${fulfillment as Fulfillment}`),
                  }),
                  onRemove: () => onChange({ fulfillment_status: [] }),
                },
              ]
            : []),
        ]}
        onClearAll={onClearFilters}
      />
    </div>
  );
}
