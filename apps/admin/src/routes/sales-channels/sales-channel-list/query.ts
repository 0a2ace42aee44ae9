export const PAGE_SIZE = 20;

/** The list request the address describes (`?q=web&offset=20`); loader and page share it. */
export function listQuery(search: URLSearchParams): { limit: number; offset: number; q?: string } {
  const q = search.get('q')?.trim();
  const offset = Number(search.get('offset') ?? 0);
  return {
    limit: PAGE_SIZE,
    offset: Number.isInteger(offset) && offset > 0 ? offset : 0,
    ...(q ? { q } : {}),
  };
}
