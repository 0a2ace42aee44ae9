import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UiButton } from '@/components/ui/ui-button';

interface SelectionBarProps {
  /** Names the bar for screen readers ('Actions on the selected products'). */
  label: string;
  /** How many are selected, in the list's words ('2 products selected'). */
  summary: string;
  /** The actions on the selection. */
  children: ReactNode;
  onClear: () => void;
}

/** The bar over a list while rows are selected: what is selected, what can be done, clear. */
export function SelectionBar({ label, summary, children, onClear }: SelectionBarProps) {
  const { t } = useTranslation('common');
  return (
    <div
      role="region"
      aria-label={label}
      className="flex flex-wrap items-center gap-2 rounded-lg border border-slate-300 bg-slate-900 px-3 py-2 text-white"
    >
      <span className="me-2 text-sm font-medium" aria-live="polite">
        {summary}
      </span>
      {children}
      <UiButton
        variant="ghost"
        className="ms-auto px-3 py-1 text-white hover:bg-slate-700 hover:text-white"
        onClick={onClear}
      >
        {t('table.clearSelection')}
      </UiButton>
    </div>
  );
}
