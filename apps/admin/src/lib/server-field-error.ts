import { getErrorMessage, isStoredeskError } from '@storedesk/client';

export interface ServerFieldError<F extends string> {
  field: F;
  /** The server's sentence, or `undefined` for a taken handle (the form words that itself). */
  message: string | undefined;
  code: string | undefined;
}

/** `Product collection with handle summer already exists.`, `A user with the email x …`. */
const TAKEN = / with (?:the )?([a-z_]+) .+ already exists\.?$/;

/**
 * The form field a server error is about, when it names one of `fields`: a `duplicate_handle`
 * is about `handle`; an `invalid_data` or `duplicate_error` message starting with a field name
 * (`handle must be…`, `parent_category_id: …`, `metadata.size …`) is about that field, and so is
 * a `duplicate_error` worded as v1 words them (`… with <field> <value> already exists.`).
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
  if (error.type !== 'invalid_data' && error.type !== 'duplicate_error') return null;
  const message = getErrorMessage(error);
  const named = /^([a-z_]+)(?=[.:\s])/.exec(message)?.[1];
  if (named !== undefined && known(named)) return { field: named, message, code: error.code };
  const taken = error.type === 'duplicate_error' ? TAKEN.exec(message)?.[1] : undefined;
  if (taken !== undefined && known(taken)) return { field: taken, message, code: error.code };
  return null;
}
