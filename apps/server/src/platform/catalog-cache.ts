import { LRUCache } from 'lru-cache';
import type { Db } from './db/client.js';
import { onTenantCommit } from './db/tx.js';

/**
 * Catalogue answers (product lists and pages) and publishable-key lookups, kept in memory per
 * process so a repeated storefront read runs no SQL at all.
 *
 * Freshness: every committed change to a store's catalogue bumps `store.catalog_version` and
 * notifies `storedesk_catalog` with the store id (trigger, migration 0013).
 * - Admin answers are keyed by the version the request's session lookup read in the same
 *   statement: never older than the last committed change.
 * - Store API answers are keyed by this process's epoch for the store, which advances on every
 *   tenant commit in this process (read-your-writes) and on every notification from others
 *   (milliseconds later). If the listening connection drops, every epoch is invalidated.
 * - Every entry also expires after `ttlMs`: a price list can start or end without any write.
 */
export interface CatalogCache {
  /** The store's current epoch in this process, as a cache-key part. */
  epoch(storeId: string): string;
  /** A point in this process's change history, taken before reading something to cache. */
  mark(): number;
  /**
   * The store's epoch if it has not moved since `mark`, else undefined: what was read after
   * the mark may already be stale and must not be cached.
   */
  epochSince(storeId: string, mark: number): string | undefined;
  get(token: string, storeId: string, scope: string, url: string): Buffer | undefined;
  set(token: string, storeId: string, scope: string, url: string, body: Buffer): void;
  /** Publishable keys, valid while their store's epoch is unchanged. */
  keys: {
    get(keyId: string): PublishableKeyEntry | undefined;
    /** `entry.epoch`: the store's epoch, unchanged since before the lookup was read. */
    set(keyId: string, entry: PublishableKeyEntry): void;
  };
  /** Another process changed this store's catalogue (a notification). */
  notified(storeId: string): void;
  /** Notifications may have been missed: every store's epoch moves on. */
  reset(): void;
}

export interface PublishableKeyEntry {
  storeId: string;
  revoked: boolean;
  salesChannelIds: string[];
  epoch: string;
}

export const CATALOG_CHANNEL = 'storedesk_catalog';

export function createCatalogCache(options: {
  db: Db;
  maxBytes: number;
  ttlMs: number;
}): CatalogCache {
  // `changes` counts every bump and reset in this process; each store remembers its epoch and
  // the count at its last bump, so a reader can tell whether the store moved since its mark.
  let generation = 0;
  let changes = 0;
  let resetAt = 0;
  const epochs = new Map<string, { n: number; at: number }>();
  const bump = (storeId: string) => {
    changes += 1;
    epochs.set(storeId, { n: (epochs.get(storeId)?.n ?? 0) + 1, at: changes });
  };
  onTenantCommit(options.db, bump);
  const epoch = (storeId: string) => `${generation}.${epochs.get(storeId)?.n ?? 0}`;

  // Bodies are kept encoded, so a hit sends bytes without converting a string again.
  const bodies =
    options.maxBytes > 0
      ? new LRUCache<string, Buffer>({
          maxSize: options.maxBytes,
          sizeCalculation: (body) => Math.max(1, body.length),
          ttl: options.ttlMs,
        })
      : undefined;
  const keys = new LRUCache<string, PublishableKeyEntry>({ max: 10_000, ttl: options.ttlMs });
  const keyOf = (token: string, storeId: string, scope: string, url: string) =>
    `${storeId}\u0000${token}\u0000${scope}\u0000${url}`;

  return {
    epoch,
    mark: () => changes,
    epochSince(storeId, mark) {
      if (resetAt > mark || (epochs.get(storeId)?.at ?? 0) > mark) return undefined;
      return epoch(storeId);
    },
    get(token, storeId, scope, url) {
      return bodies?.get(keyOf(token, storeId, scope, url));
    },
    set(token, storeId, scope, url, body) {
      if (bodies && body.length <= options.maxBytes / 8) {
        bodies.set(keyOf(token, storeId, scope, url), body);
      }
    },
    keys: {
      get(keyId) {
        const entry = keys.get(keyId);
        return entry && entry.epoch === epoch(entry.storeId) ? entry : undefined;
      },
      set(keyId, entry) {
        keys.set(keyId, entry);
      },
    },
    notified: bump,
    reset() {
      generation += 1;
      changes += 1;
      resetAt = changes;
      epochs.clear();
    },
  };
}

/** Wires the cache to the database's notifications (another process's commits). */
export async function listenForCatalogChanges(
  cache: CatalogCache,
  listen: (
    channel: string,
    onMessage: (payload: string) => void,
    onReset: () => void,
  ) => Promise<void>,
): Promise<void> {
  await listen(
    CATALOG_CHANNEL,
    (storeId) => cache.notified(storeId),
    () => cache.reset(),
  );
}
