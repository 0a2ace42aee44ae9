/** Timestamps travel as ISO 8601 strings. */
export const iso = (date: Date) => date.toISOString();
export const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** The three timestamps nearly every entity answers, read from a row made by the column helpers. */
export interface TimestampedRow {
  createdAt: Date;
  updatedAt: Date;
  /** Absent on tables without soft delete: those answer `deleted_at: null`. */
  deletedAt?: Date | null;
}

/**
 * `created_at`, `updated_at` and `deleted_at` of a row, for an entity's wire mapper to spread
 * after its `id` (the order Medusa v1 answers them in).
 */
export function timestamps(row: TimestampedRow): {
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
} {
  return {
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    deleted_at: isoOrNull(row.deletedAt ?? null),
  };
}
