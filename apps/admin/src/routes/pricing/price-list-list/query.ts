export const PAGE_SIZE = 10;

/** The list request the page's address describes (`?q=summer&offset=10`); loader and page share it. */
export function listQuery(search: URLSearchParams): { limit: number; offset: number; q?: string } {
  const q = search.get('q')?.trim();
  const offset = Number(search.get('offset') ?? 0);
  return {
    limit: PAGE_SIZE,
    offset: Number.isInteger(offset) && offset > 0 ? offset : 0,
    ...(q ? { q } : {}),
  };
}
