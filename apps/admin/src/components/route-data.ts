import type { EnsureQueryDataOptions } from '@tanstack/react-query';
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { queryClient } from '@/lib/storedesk';
import type { ListCodec, ListState } from './list/list-state';

// Any query's options (each read has its own data and key types).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyQueryOptions = EnsureQueryDataOptions<any, any, any, any>;

/**
 * Starts reads with the route, through the same `<entity>QueryOptions` the page's hooks use, so
 * the page finds them in the cache. A failed read is left to the page, which shows its error in
 * place (a loader that threw would show the router's error screen instead).
 */
export async function prefetch(...options: AnyQueryOptions[]): Promise<null> {
  await Promise.all(options.map((option) => queryClient.ensureQueryData(option).catch(() => null)));
  return null;
}

/** A list route's loader: the reads for the state its URL describes. */
export function listLoader<S extends ListState>(
  codec: ListCodec<S>,
  reads: (state: S) => AnyQueryOptions[],
) {
  return ({ request }: LoaderFunctionArgs) =>
    prefetch(...reads(codec.parse(new URL(request.url).searchParams)));
}

/**
 * A list route's `shouldRevalidate`: a change of search, filters or page changes only the query
 * string, which the page's hook reads; the loader runs again only for another path.
 */
export function listShouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

/** A detail route's loader: the reads for the `:id` in its path. */
export function detailLoader(reads: (id: string) => AnyQueryOptions[]) {
  return ({ params }: LoaderFunctionArgs) => (params.id ? prefetch(...reads(params.id)) : null);
}
