import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '@/components/ui/text-input';

/** How long typing must pause before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300;

interface SearchBoxProps {
  /** The search the list shows (from the URL). */
  value: string;
  /** Called once typing has paused for `SEARCH_DEBOUNCE_MS`, or at once on Enter or clear. */
  onSearch: (q: string) => void;
}

/**
 * The list's search field: its own text while typing, the list's search after a pause. The page
 * remounts it (a new `key`) when it replaces the whole list state, which drops a pending search.
 */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const { t } = useTranslation('products');
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
      className="min-w-0 flex-1 sm:max-w-sm"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim() !== value) onSearch(text.trim());
      }}
    >
      <TextInput
        type="search"
        label={<span className="sr-only">{t('list.searchLabel')}</span>}
        placeholder={t('list.searchPlaceholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        clearable={text !== ''}
        onClear={() => {
          setText('');
          onSearch('');
        }}
        autoComplete="off"
      />
    </form>
  );
}
