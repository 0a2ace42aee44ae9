import { useEffect, useState } from 'react';
import { TextInput } from '@/components/ui/text-input';

/** How long typing must pause before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300;

interface ListSearchProps {
  /** The search the list shows. */
  value: string;
  /** Called once typing has paused for `SEARCH_DEBOUNCE_MS`, or at once on Enter or clear. */
  onSearch: (q: string) => void;
  /** Names the field for screen readers ('Search products'); drawn only as the placeholder. */
  label: string;
  /** Shown in the empty field; the label when not given. */
  placeholder?: string | undefined;
  /** The id of the list the search narrows. */
  controls?: string | undefined;
}

/**
 * A list's search field: its own text while typing, the list's search after a pause. Give it a
 * new `key` when the list's whole state is replaced: that drops a search still waiting to run.
 */
export function ListSearch({ value, onSearch, label, placeholder, controls }: ListSearchProps) {
  const [text, setText] = useState(value);
  // A search set from outside (a saved view, a reset) replaces what is in the field.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <form
      role="search"
      className="min-w-48 flex-1 sm:max-w-sm"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim() !== value) onSearch(text.trim());
      }}
    >
      <TextInput
        type="search"
        label={<span className="sr-only">{label}</span>}
        placeholder={placeholder ?? label}
        value={text}
        onChange={(event) => setText(event.target.value)}
        clearable={text !== ''}
        onClear={() => {
          setText('');
          onSearch('');
        }}
        autoComplete="off"
        aria-controls={controls}
      />
    </form>
  );
}
