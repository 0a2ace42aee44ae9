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
