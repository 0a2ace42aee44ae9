import { LRUCache } from 'lru-cache';
import type { RequestContext } from './context.js';

/**
 * Answers of catalogue reads (product lists and pages), kept in memory per process and keyed by
 * the store's catalogue version, which the request's first statement (session or publishable
 * key lookup) reads. A committed change bumps the version (migration 0013), so the next request
 * in any process misses and reads afresh: nothing older than the last change is ever served.
 * Entries also expire after `ttlMs`, because a price list can start or end without any write.
 */
export interface CatalogCache {
  get(ctx: RequestContext, scope: string, url: string): string | undefined;
  set(ctx: RequestContext, scope: string, url: string, text: string): void;
}

export function createCatalogCache(options: { maxBytes: number; ttlMs: number }): CatalogCache {
  if (options.maxBytes <= 0) {
    return { get: () => undefined, set: () => undefined };
  }
  const cache = new LRUCache<string, string>({
    maxSize: options.maxBytes,
    // JavaScript strings are UTF-16: two bytes per code unit.
    sizeCalculation: (text) => Math.max(1, text.length * 2),
    ttl: options.ttlMs,
  });
  const keyOf = (ctx: RequestContext, scope: string, url: string) =>
    ctx.catalogVersion === undefined
      ? undefined
      : `${ctx.storeId}\u0000${ctx.catalogVersion}\u0000${scope}\u0000${url}`;
  return {
    get(ctx, scope, url) {
      const key = keyOf(ctx, scope, url);
      return key ? cache.get(key) : undefined;
    },
    set(ctx, scope, url, text) {
      const key = keyOf(ctx, scope, url);
      if (key && text.length * 2 <= options.maxBytes / 8) cache.set(key, text);
    },
  };
}
