import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '@/components/ui/icons';
import { Popover } from '@/components/ui/popover';
import { UiButton } from '@/components/ui/ui-button';

interface DateRangeFilterProps {
  label: string;
  /** `YYYY-MM-DD` or empty. */
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
}

/** A filter button whose panel holds a from and a to day (both included). */
export function DateRangeFilter({ label, from, to, onChange }: DateRangeFilterProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const active = from !== '' || to !== '';
  const field =
    'w-full rounded-md border border-slate-300 px-2 py-1 text-sm focus:border-slate-900 focus:outline-2 focus:outline-slate-900';

  return (
    <Popover
      title={label}
      trigger={
        <UiButton variant="secondary" className="px-3 py-1.5">
          {active ? t('filters.count', { label, n: 1 }) : label}
          <ChevronDownIcon size={16} />
        </UiButton>
      }
    >
      <div className="flex flex-col gap-3">
        <div>
          <label htmlFor={`${id}-from`} className="mb-1 block text-sm font-medium">
            {t('filters.from')}
          </label>
          <input
            id={`${id}-from`}
            type="date"
            value={from}
            max={to || undefined}
            onChange={(event) => onChange({ from: event.target.value, to })}
            className={field}
          />
        </div>
        <div>
          <label htmlFor={`${id}-to`} className="mb-1 block text-sm font-medium">
            {t('filters.to')}
          </label>
          <input
            id={`${id}-to`}
            type="date"
            value={to}
            min={from || undefined}
            onChange={(event) => onChange({ from, to: event.target.value })}
            className={field}
          />
        </div>
        {active && (
          <UiButton
            variant="ghost"
            className="self-start px-2 py-1"
            onClick={() => onChange({ from: '', to: '' })}
          >
            {t('filters.clearDates')}
          </UiButton>
        )}
      </div>
    </Popover>
  );
}

/** How a chip names a day range: 'Mar 1, 2030 – Mar 31, 2030', 'from Mar 1, 2030', 'until ...'. */
export function useDayRangeText() {
  const { t, i18n } = useTranslation('common');
  return useCallback(
    (from: string, to: string) => {
      const day = (value: string) =>
        new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
          new Date(`${value}T00:00:00`),
        );
      return from && to
        ? t('filters.between', { from: day(from), to: day(to) })
        : from
          ? t('filters.since', { from: day(from) })
          : t('filters.until', { to: day(to) });
    },
    [t, i18n.language],
  );
}
