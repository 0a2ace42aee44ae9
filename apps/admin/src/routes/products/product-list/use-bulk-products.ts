import type { Storedesk } from '@storedesk/client';
import type { ProductStatus } from '@storedesk/contract';
import {
  adminProductKeys,
  adminVariantKeys,
  useClientMutation,
  type MutationExtras,
  type QueryScope,
} from '@storedesk/react';

/** What a bulk action did: the ids it changed and the ones that failed, with the first error. */
export interface BulkResult {
  done: string[];
  failed: string[];
  error: unknown;
}

/** At most this many product requests at once. */
const PARALLEL = 4;

/** Runs `call` for every id, a few at a time, and reports which succeeded; never rejects. */
export async function forEachProduct(
  ids: readonly string[],
  call: (id: string) => Promise<unknown>,
): Promise<BulkResult> {
  const result: BulkResult = { done: [], failed: [], error: undefined };
  const queue = [...ids];
  async function worker() {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      try {
        await call(id);
        result.done.push(id);
      } catch (error) {
        result.failed.push(id);
        result.error ??= error;
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(PARALLEL, ids.length) }, worker));
  return result;
}

/** Product lists, every product detail and variant read: what a change to many products touches. */
const touchedProducts = (scope: QueryScope) => [
  adminProductKeys.lists(scope),
  adminProductKeys.details(scope),
  adminVariantKeys.all(scope),
];

type Options<TVars> = MutationExtras<BulkResult, TVars>;

/**
 * Sets the status of many products (publish: `published`, unpublish: `draft`). The API has no
 * batch update, so it is one update per product; the lists refresh even when some failed.
 */
export function useBulkSetProductStatus(
  options?: Options<{ ids: readonly string[]; status: ProductStatus }>,
) {
  const run = (
    client: Storedesk,
    { ids, status }: { ids: readonly string[]; status: ProductStatus },
  ) => forEachProduct(ids, (id) => client.admin.products.update(id, { status }));
  return useClientMutation(run, touchedProducts, options);
}

/** Deletes many products, one request each; the lists refresh even when some failed. */
export function useBulkDeleteProducts(options?: Options<readonly string[]>) {
  const run = (client: Storedesk, ids: readonly string[]) =>
    forEachProduct(ids, (id) => client.admin.products.delete(id));
  return useClientMutation(run, touchedProducts, options);
}
