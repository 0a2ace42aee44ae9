/** True when a database error (possibly wrapped by Drizzle) is a unique-constraint violation. */
export function isUniqueViolation(error: unknown): boolean {
  for (
    let current = error as { code?: unknown; cause?: unknown } | undefined, depth = 0;
    current && depth < 4;
    depth += 1
  ) {
    if (current.code === '23505') return true;
    current = current.cause as typeof current;
  }
  return false;
}

/** The unique index a violation broke and its detail line, when the driver says. */
export function uniqueViolationOf(
  error: unknown,
): { constraint: string | undefined; detail: string | undefined } | undefined {
  for (
    let current = error as
        { code?: unknown; cause?: unknown; constraint?: unknown; detail?: unknown } | undefined,
      depth = 0;
    current && depth < 4;
    depth += 1
  ) {
    if (current.code === '23505') {
      return {
        constraint: typeof current.constraint === 'string' ? current.constraint : undefined,
        detail: typeof current.detail === 'string' ? current.detail : undefined,
      };
    }
    current = current.cause as typeof current;
  }
  return undefined;
}

/** The SQLSTATE of a database error (possibly wrapped by Drizzle), when there is one. */
export function sqlStateOf(error: unknown): string | undefined {
  for (
    let current = error as { code?: unknown; cause?: unknown } | undefined, depth = 0;
    current && depth < 4;
    depth += 1
  ) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current.code;
    current = current.cause as typeof current;
  }
  return undefined;
}

/**
 * Database refusals caused by the values a client sent, never by our code: answered as a 400
 * (the request's own checks come first; this is the last line). What each means, in words the
 * client can act on; the database's own message (which may quote values) is never shown.
 */
const CLIENT_DATA_ERRORS: Record<string, string> = {
  '22001': 'a value is longer than this field allows',
  '22003': 'a number is out of range',
  '22007': 'a date or time is not valid',
  '22008': 'a date or time is out of range',
  '22021': 'a text contains characters that cannot be stored',
  '22P02': 'a value does not have the expected format',
  '22P05': 'a text contains characters that cannot be stored',
  '54001': 'a value is nested too deeply',
};

/** The client-facing reason for a database error caused by the request's values, if it is one. */
export function clientDataErrorOf(error: unknown): string | undefined {
  const state = sqlStateOf(error);
  return state ? CLIENT_DATA_ERRORS[state] : undefined;
}
