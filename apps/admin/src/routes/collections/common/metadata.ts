import type { ProductCollection } from '@storedesk/contract';

type Metadata = ProductCollection['metadata'];

/** One editable metadata entry; values are edited as text. */
export interface MetadataRow {
  key: string;
  value: string;
}

/** The rows a form edits: strings as they are, other values (numbers, objects) as JSON. */
export function metadataToRows(metadata: Metadata): MetadataRow[] {
  return Object.entries(metadata ?? {}).map(([key, value]) => ({
    key,
    value: typeof value === 'string' ? value : JSON.stringify(value),
  }));
}

/**
 * The metadata to send: rows with an empty key and value are skipped; a value left exactly as
 * `metadataToRows` wrote a non-string original keeps that original (a number stays a number).
 */
export function rowsToMetadata(
  rows: readonly MetadataRow[],
  original: Metadata = null,
): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const row of rows) {
    const key = row.key.trim();
    if (key === '' && row.value === '') continue;
    const before = original?.[key];
    result[key] =
      before !== undefined && typeof before !== 'string' && JSON.stringify(before) === row.value
        ? before
        : row.value;
  }
  return result;
}

/** Indexes of rows whose key is empty (with a value) or repeats an earlier row's key. */
export function invalidMetadataRows(rows: readonly MetadataRow[]): {
  missing: number[];
  duplicate: number[];
} {
  const seen = new Set<string>();
  const missing: number[] = [];
  const duplicate: number[] = [];
  rows.forEach((row, index) => {
    const key = row.key.trim();
    if (key === '') {
      if (row.value !== '') missing.push(index);
      return;
    }
    if (seen.has(key)) duplicate.push(index);
    seen.add(key);
  });
  return { missing, duplicate };
}
