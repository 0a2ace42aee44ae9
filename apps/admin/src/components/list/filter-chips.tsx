import { useTranslation } from 'react-i18next';
import { CloseIcon } from '@/components/ui/icons';
import { UiButton } from '@/components/ui/ui-button';

export interface FilterChip {
  key: string;
  /** 'Status: Draft' (`filters.chip`). */
  label: string;
  onRemove: () => void;
}

/** One removable chip per active filter value, then 'Clear all filters'. */
export function FilterChips({
  chips,
  onClearAll,
}: {
  chips: FilterChip[];
  onClearAll: () => void;
}) {
  const { t } = useTranslation('common');
  if (chips.length === 0) return null;
  return (
    <ul className="flex flex-wrap items-center gap-2" aria-label={t('filters.label')}>
      {chips.map((chip) => (
        <li
          key={chip.key}
          className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-0.5 ps-3 pe-1 text-sm text-slate-800"
        >
          <span className="break-words">{chip.label}</span>
          <button
            type="button"
            aria-label={t('filters.remove', { label: chip.label })}
            onClick={chip.onRemove}
            className="rounded-full p-0.5 text-slate-500 hover:bg-slate-200 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-slate-900"
          >
            <CloseIcon size={14} />
          </button>
        </li>
      ))}
      <li>
        <UiButton variant="ghost" className="px-2 py-0.5" onClick={onClearAll}>
          {t('filters.clearAll')}
        </UiButton>
      </li>
    </ul>
  );
}
