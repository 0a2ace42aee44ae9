import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '@/components/ui/icons';
import { FormLabel } from '@/components/ui/form-label';

interface ValueChipsInputProps {
  label: string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  /** Existing values offered while typing (a datalist). */
  suggestions?: readonly string[];
  placeholder?: string;
  error?: string | undefined;
}

/** Values typed one by one (Enter or comma adds one), shown as removable chips. */
export function ValueChipsInput({
  label,
  values,
  onChange,
  suggestions = [],
  placeholder,
  error,
}: ValueChipsInputProps) {
  const { t } = useTranslation('products');
  const id = useId();
  const [draft, setDraft] = useState('');

  const add = (text: string) => {
    const fresh = text
      .split(',')
      .map((value) => value.trim())
      .filter((value) => value !== '' && !values.includes(value));
    if (fresh.length > 0) onChange([...values, ...new Set(fresh)]);
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add(draft);
    } else if (event.key === 'Backspace' && draft === '' && values.length > 0) {
      onChange(values.slice(0, -1));
    }
  };

  return (
    <div>
      <FormLabel htmlFor={id} className="mb-1">
        {label}
      </FormLabel>
      <div
        data-invalid={error ? true : undefined}
        className="flex flex-wrap items-center gap-1 rounded-md border border-slate-300 bg-white px-2 py-1.5 shadow-xs has-[input:focus]:outline-2 has-[input:focus]:outline-slate-900 data-[invalid]:border-red-500"
      >
        {values.map((value) => (
          <span
            key={value}
            className="inline-flex items-center gap-1 rounded-sm bg-slate-100 px-2 py-0.5 text-sm text-slate-800"
          >
            {value}
            <button
              type="button"
              aria-label={t('fields.removeValue', { value })}
              onClick={() => onChange(values.filter((entry) => entry !== value))}
              className="text-slate-500 hover:text-slate-900"
            >
              <CloseIcon size={12} />
            </button>
          </span>
        ))}
        <input
          id={id}
          value={draft}
          list={suggestions.length > 0 ? `${id}-list` : undefined}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => draft.trim() !== '' && add(draft)}
          className="min-w-24 flex-1 bg-transparent px-1 py-1 text-sm focus:outline-none"
        />
        {suggestions.length > 0 && (
          <datalist id={`${id}-list`}>
            {suggestions.map((value) => (
              <option key={value} value={value} />
            ))}
          </datalist>
        )}
      </div>
      {error && <p className="mt-1 text-sm text-red-700">{error}</p>}
    </div>
  );
}
