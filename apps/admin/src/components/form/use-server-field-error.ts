import { useEffect, useRef } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { serverFieldError, type ServerFieldError } from '@/lib/server-field-error';

interface Options<F extends string, V extends FieldValues> {
  /** The form field that shows a server field, when the names differ (`requirements` → `min`). */
  shownOn?: Partial<Record<F, Path<V>>>;
  /**
   * Only marks the field, which keeps the form's own words; the server's sentence then stays in
   * the banner above the form (full-screen editors, where the banner is near the top).
   */
  markOnly?: boolean;
}

/**
 * Puts a save's error on the field it names (`invalid_data` or `duplicate_error` naming one of
 * `fields`), as react-hook-form error `server` with the server's sentence, or `taken` for a
 * taken handle, which the form words itself. Returns what it found, so the form can leave the
 * error out of the banner above it (`FormModal`'s `errorOnField`).
 */
export function useServerFieldError<F extends string, V extends FieldValues>(
  error: unknown,
  fields: readonly F[],
  setError: UseFormSetError<V>,
  options: Options<F, V> = {},
): ServerFieldError<F> | null {
  const found = serverFieldError(error, fields);
  // Only a new error sets the field: the arguments around it may be new on every render.
  const latest = useRef({ found, setError, options });
  latest.current = { found, setError, options };
  useEffect(() => {
    const { found: current, setError: set, options: opts } = latest.current;
    if (!current) return;
    const name = opts.shownOn?.[current.field] ?? (current.field as unknown as Path<V>);
    const type = current.code === 'duplicate_handle' ? 'taken' : 'server';
    set(name, opts.markOnly ? { type } : { type, message: current.message });
  }, [error]);
  return found;
}
