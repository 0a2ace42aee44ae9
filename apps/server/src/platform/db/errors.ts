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
