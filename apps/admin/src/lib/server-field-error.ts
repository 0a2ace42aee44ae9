import { getErrorMessage, isStoredeskError } from '@storedesk/client';

export interface ServerFieldError<F extends string> {
  field: F;
  /** The server's sentence, or `undefined` for a taken handle (the form words that itself). */
  message: string | undefined;
  code: string | undefined;
}

/**
 * The form field a server error is about, when it names one of `fields`: a 409 `duplicate_handle`
 * is about `handle`; an `invalid_data` message starting with a field name
 * (`handle must be…`, `parent_category_id: …`, `metadata.size …`) is about that field.
 */
export function serverFieldError<F extends string>(
  error: unknown,
  fields: readonly F[],
): ServerFieldError<F> | null {
  if (!isStoredeskError(error)) return null;
  const known = (name: string): name is F => (fields as readonly string[]).includes(name);
  if (error.code === 'duplicate_handle' && known('handle')) {
    return { field: 'handle' as F, message: undefined, code: error.code };
  }
  if (error.type !== 'invalid_data') return null;
  const message = getErrorMessage(error);
  const named = /^([a-z_]+)(?=[.:\s])/.exec(message)?.[1];
  if (named === undefined || !known(named)) return null;
  return { field: named, message, code: error.code };
}
