export const COLLECTIONS_PAGE_SIZE = 20;

/** The list read the URL asks for (`?q=summer&offset=20`), shared by the loader and the page. */
export function collectionListQuery(params: URLSearchParams): {
  q?: string;
  limit: number;
  offset: number;
} {
  const q = params.get('q')?.trim() ?? '';
  const offset = Math.max(0, Number.parseInt(params.get('offset') ?? '0', 10) || 0);
  return {
    ...(q !== '' && { q }),
    limit: COLLECTIONS_PAGE_SIZE,
    offset,
  };
}
