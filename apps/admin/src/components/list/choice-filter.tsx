import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '@/components/ui/icons';
import { Popover } from '@/components/ui/popover';
import { UiButton } from '@/components/ui/ui-button';
import type { FacetOption } from './facet-filter';

interface ChoiceFilterProps {
  label: string;
  options: FacetOption[];
  /** The chosen value; '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** The choice that turns the filter off ('Any status'). */
  anyLabel: string;
}

/**
 * A filter button whose panel lists radio buttons: one value or none, for filters the server
 * takes one value of (a `many` filter of the list's codec holding at most one).
 */
export function ChoiceFilter({ label, options, value, onChange, anyLabel }: ChoiceFilterProps) {
  const { t } = useTranslation('common');
  const name = useId();
  const choices = [{ value: '', label: anyLabel }, ...options];
  return (
    <Popover
      title={label}
      trigger={
        <UiButton variant="secondary" className="px-3 py-1.5">
          {value ? t('filters.count', { label, n: 1 }) : label}
          <ChevronDownIcon size={16} />
        </UiButton>
      }
    >
      <fieldset>
        <legend className="sr-only">{label}</legend>
        <ul className="flex flex-col gap-1">
          {choices.map((choice) => (
            <li key={choice.value}>
              <label className="flex cursor-pointer items-center gap-2 rounded px-1 py-1 hover:bg-slate-50">
                <input
                  type="radio"
                  name={name}
                  className="size-4 accent-slate-900"
                  checked={value === choice.value}
                  onChange={() => onChange(choice.value)}
                />
                <span className="break-words">{choice.label}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </Popover>
  );
}
