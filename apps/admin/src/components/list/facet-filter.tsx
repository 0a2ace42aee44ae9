import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '@/components/ui/icons';
import { Popover } from '@/components/ui/popover';
import { UiButton } from '@/components/ui/ui-button';

export interface FacetOption {
  value: string;
  label: string;
}

interface FacetFilterProps {
  label: string;
  options: FacetOption[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  /** Told when the panel opens or closes (option lists load only when needed). */
  onOpenChange?: (open: boolean) => void;
  isLoading?: boolean;
  /** Says how many are chosen on the button ('Status (2)'); off for a menu of settings. */
  counted?: boolean;
  align?: 'start' | 'end';
}

/** Options longer than this get a find field. */
const FIND_FROM = 8;

/**
 * A filter button whose panel lists checkboxes: any number of values can be chosen (a `many`
 * filter of the list's codec).
 */
export function FacetFilter({
  label,
  options,
  selected,
  onChange,
  onOpenChange,
  isLoading = false,
  counted = true,
  align = 'start',
}: FacetFilterProps) {
  const { t } = useTranslation('common');
  const [find, setFind] = useState('');
  const findId = useId();
  const shown = find
    ? options.filter((option) => option.label.toLowerCase().includes(find.toLowerCase()))
    : options;
  const toggle = (value: string, on: boolean) =>
    onChange(on ? [...selected, value] : selected.filter((entry) => entry !== value));

  return (
    <Popover
      title={label}
      onOpenChange={onOpenChange}
      align={align}
      trigger={
        <UiButton variant="secondary" className="px-3 py-1.5">
          {counted && selected.length > 0
            ? t('filters.count', { label, n: selected.length })
            : label}
          <ChevronDownIcon size={16} />
        </UiButton>
      }
      className="max-h-80 overflow-y-auto"
    >
      {options.length > FIND_FROM && (
        <div className="mb-2">
          <label htmlFor={findId} className="sr-only">
            {t('filters.findOption')}
          </label>
          <input
            id={findId}
            type="search"
            value={find}
            placeholder={t('filters.findOption')}
            onChange={(event) => setFind(event.target.value)}
            className="w-full rounded-md border border-slate-300 px-2 py-1 text-sm focus:border-slate-900 focus:outline-2 focus:outline-slate-900"
          />
        </div>
      )}
      {isLoading ? (
        <p className="text-slate-500">{t('filters.loadingOptions')}</p>
      ) : options.length === 0 ? (
        <p className="text-slate-500">{t('filters.noOptions')}</p>
      ) : (
        <fieldset>
          <legend className="sr-only">{label}</legend>
          <ul className="flex flex-col gap-1">
            {shown.map((option) => (
              <li key={option.value}>
                <label className="flex cursor-pointer items-center gap-2 rounded px-1 py-1 hover:bg-slate-50">
                  <input
                    type="checkbox"
                    className="size-4 accent-slate-900"
                    checked={selected.includes(option.value)}
                    onChange={(event) => toggle(option.value, event.target.checked)}
                  />
                  <span className="break-words">{option.label}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
    </Popover>
  );
}
