import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface SortSelectProps {
  /** The list's `order`. */
  value: string;
  onChange: (order: string) => void;
  /** Every order the list offers, named ('Newest first'). */
  options: { value: string; label: string }[];
}

/**
 * 'Sort by' as a choice: the way to sort where there are no column headers to click (the stacked
 * cards on a phone), and for orders no column shows (newest first).
 */
export function SortSelect({ value, onChange, options }: SortSelectProps) {
  const { t } = useTranslation('common');
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-slate-700">
        {t('list.sortBy')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm focus:border-slate-900 focus:outline-2 focus:outline-slate-900"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
