import { getErrorMessage } from '@storedesk/client';
import { useEffect, useState, type KeyboardEvent } from 'react';

interface QuantityCellProps {
  /** The quantity now (null: none yet, e.g. the item is not stocked at the location). */
  value: number | null;
  /** Names the input for screen readers ('Stocked of Linen shirt at Main warehouse'). */
  label: string;
  /** Saves a new quantity; the cell shows the server's refusal until the next edit. */
  onCommit: (quantity: number) => Promise<unknown>;
  disabled?: boolean;
}

const WHOLE = /^\d{1,10}$/;

/**
 * A quantity edited in place: type a whole number and press Enter or leave the box to save it;
 * Escape puts the saved number back. A number that cannot be saved stays with a red border and
 * the reason as the box's description.
 */
export function QuantityCell({ value, label, onCommit, disabled = false }: QuantityCellProps) {
  const shown = value === null ? '' : String(value);
  const [draft, setDraft] = useState(shown);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  // A new value from the server (after a save, another tab) replaces an untouched box.
  useEffect(() => {
    setDraft(shown);
    setError(null);
  }, [shown]);

  const commit = async () => {
    const text = draft.trim();
    if (text === shown || (text === '' && value === null)) return;
    if (!WHOLE.test(text)) {
      setError(label);
      return;
    }
    setSaving(true);
    try {
      await onCommit(Number(text));
      setError(null);
    } catch (failure) {
      setError(getErrorMessage(failure));
    } finally {
      setSaving(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void commit();
    } else if (event.key === 'Escape') {
      setDraft(shown);
      setError(null);
    }
  };

  return (
    <input
      type="text"
      inputMode="numeric"
      aria-label={label}
      aria-invalid={error ? true : undefined}
      aria-busy={saving || undefined}
      title={error ?? undefined}
      placeholder="—"
      value={draft}
      disabled={disabled || saving}
      onChange={(event) => {
        setDraft(event.target.value);
        setError(null);
      }}
      onBlur={() => void commit()}
      onKeyDown={onKeyDown}
      className="w-20 rounded-md border border-slate-300 bg-white px-2 py-1 text-right text-sm text-slate-900 tabular-nums shadow-xs focus:border-slate-900 focus:outline-2 focus:outline-offset-0 focus:outline-slate-900 disabled:bg-slate-50 aria-invalid:border-red-500 aria-invalid:bg-red-50"
    />
  );
}
