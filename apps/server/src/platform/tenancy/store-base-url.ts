import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import { eq, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { FastifyRequest } from 'fastify';
import { STORE_HANDLE_PATTERN } from '@storedesk/contract';
import type { CatalogCache } from '../catalog-cache.js';
import type { Executor } from '../db/client.js';
import { store } from './tenancy.tables.js';

/**
 * Which store a store API request is for when it carries no publishable key (Medusa v1
 * storefronts send none): the store's API base URL `/s/{handle}` in front of the v1 path, or
 * a host name that names the store (its custom domain, or `{handle}.{SHOP_DOMAIN}`).
 */

/** Names a store's handle cannot take: they mean something else in URLs and host names. */
export const RESERVED_HANDLES: ReadonlySet<string> = new Set([
  'admin',
  'api',
  'app',
  'assets',
  'auth',
  'docs',
  'help',
  'mail',
  'shop',
  'static',
  'status',
  'store',
  'www',
]);

const LATIN_LETTERS: Record<string, string> = { æ: 'ae', ø: 'o', ß: 'ss', ł: 'l', đ: 'd' };

/** A handle made from a store name: "Café Müller & Co." → "cafe-muller-co"; "store" if none. */
export function handleFromName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    // Latin letters that do not decompose into a letter and an accent.
    .replace(/[æøßłđ]/g, (letter) => LATIN_LETTERS[letter] ?? '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return slug.length >= 2 && !RESERVED_HANDLES.has(slug) ? slug : `${slug || 'store'}-shop`;
}

/** What a store is known by in URLs, and what a key-less request to it may see. */
export interface StoreBase {
  storeId: string;
  handle: string;
  hostName: string | null;
  /** Origins allowed to call its store API from a browser (v1 `store_cors`). */
  storeCors: string[];
  /** A key-less request sells through the store's default sales channel (empty: none set). */
  salesChannelIds: string[];
}

/** One unscoped statement: the store is what the request does not know yet. */
export async function findStoreBase(db: Executor, where: SQL): Promise<StoreBase | undefined> {
  const [row] = await db
    .select({
      storeId: store.id,
      handle: store.handle,
      hostName: store.hostName,
      storeCors: store.storeCors,
      defaultSalesChannelId: store.defaultSalesChannelId,
    })
    .from(store)
    .where(where);
  return (
    row && {
      storeId: row.storeId,
      handle: row.handle,
      hostName: row.hostName,
      storeCors: row.storeCors,
      salesChannelIds: row.defaultSalesChannelId ? [row.defaultSalesChannelId] : [],
    }
  );
}

// ---- base URLs in the path ---------------------------------------------------------------

/** The handle a request's path named (`/s/{handle}/...`), kept from the rewrite to the route. */
const pathHandles = new WeakMap<IncomingMessage, string>();

const decoded = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/**
 * Fastify's `rewriteUrl`: `/s/acme/store/products?x=1` is routed as `/store/products?x=1`, and
 * the handle is remembered for the resolver. The prefix is read as the router reads paths
 * (repeated slashes, any case, percent-encoded letters), so every spelling of a store route
 * under a base URL reaches that route. Whether the route may be called under a base URL is
 * decided on the matched route (platform/access.ts): only store API routes answer there.
 */
export function rewriteStoreBaseUrl(raw: IncomingMessage): string {
  const url = raw.url ?? '/';
  const match = /^\/+([^/?#]+)\/+([^/?#]+)(\/[^?#]*)?([?#].*)?$/.exec(url);
  if (!match || decoded(match[1]!).toLowerCase() !== 's') return url;
  const handle = decoded(match[2]!).toLowerCase();
  if (!STORE_HANDLE_PATTERN.test(handle)) return url;
  pathHandles.set(raw, handle);
  return `${match[3] ?? '/'}${match[4] ?? ''}`;
}

/** The handle the request's path named, if it came in under a base URL. */
export const baseUrlHandle = (request: FastifyRequest): string | undefined =>
  pathHandles.get(request.raw);

// ---- the lookup, cached --------------------------------------------------------------------

export interface StoreBaseLookup {
  byHandle(handle: string): Promise<StoreBase | undefined>;
  /** The store a host name names, or undefined when the host is not a store's. */
  byHost(hostName: string): Promise<StoreBase | undefined>;
  byId(storeId: string): Promise<StoreBase | undefined>;
  /**
   * The store the request names by its URL (path first, then host), `missing` when the URL
   * names a store that does not exist, undefined when the URL names no store.
   */
  forRequest(request: FastifyRequest): Promise<RequestBase | undefined>;
}

export type RequestBase =
  { via: 'path' | 'host'; found: StoreBase } | { via: 'path' | 'host'; missing: string };

type Entry = { base: StoreBase; epoch: string } | { missing: true; mark: number };

/**
 * Store lookups by handle, host name and id, remembered in this process like publishable keys:
 * an entry holds while its store's epoch (platform/catalog-cache.ts) is unchanged, which moves
 * on every commit of that store here and on every notification from other processes (the store
 * row notifies when its handle, host name, origins or default channel change, migration 0027).
 * A name that matched no store is remembered only until any store changes anywhere.
 */
export function createStoreBaseLookup(deps: {
  db: Executor;
  catalog: CatalogCache;
  /** Hosts `{handle}.{shopDomain}` name a store by its handle. */
  shopDomain?: string | undefined;
  /** The server's own address: requests to it name no store by their host. */
  publicUrl: string;
}): StoreBaseLookup {
  const { db, catalog } = deps;
  const entries = new LRUCache<string, Entry>({ max: 10_000, ttl: 30_000 });
  const ownHost = new URL(deps.publicUrl).hostname.toLowerCase();
  const shopSuffix = deps.shopDomain ? `.${deps.shopDomain.toLowerCase()}` : undefined;

  const cached = async (key: string, where: () => SQL): Promise<StoreBase | undefined> => {
    const entry = entries.get(key);
    if (entry) {
      if ('missing' in entry) {
        if (entry.mark === catalog.mark()) return undefined;
      } else if (entry.epoch === catalog.epoch(entry.base.storeId)) {
        return entry.base;
      }
    }
    const mark = catalog.mark();
    const base = await findStoreBase(db, where());
    if (!base) {
      entries.set(key, { missing: true, mark });
      return undefined;
    }
    // Read while the store changed: good for this request, not for the next.
    const epoch = catalog.epochSince(base.storeId, mark);
    if (epoch !== undefined) entries.set(key, { base, epoch });
    return base;
  };

  const byHandle = (handle: string) =>
    STORE_HANDLE_PATTERN.test(handle)
      ? cached(`h:${handle}`, () => eq(store.handle, handle))
      : Promise.resolve(undefined);

  /** Whether a host may name a store: not the server's own, not an address, not `localhost`. */
  const mayNameStore = (host: string) => host !== ownHost && host.includes('.') && !isIP(host);

  const byHost = (hostName: string) => {
    const host = hostName.toLowerCase().replace(/\.$/, '');
    if (!mayNameStore(host)) return Promise.resolve(undefined);
    if (shopSuffix && host.endsWith(shopSuffix)) {
      return byHandle(host.slice(0, -shopSuffix.length));
    }
    return cached(`n:${host}`, () => eq(store.hostName, host));
  };

  return {
    byHandle,
    byHost,
    byId: (storeId) => cached(`i:${storeId}`, () => eq(store.id, storeId)),
    async forRequest(request) {
      const handle = baseUrlHandle(request);
      if (handle !== undefined) {
        const found = await byHandle(handle);
        return found ? { via: 'path', found } : { via: 'path', missing: handle };
      }
      const host = request.hostname.toLowerCase();
      if (!mayNameStore(host)) return undefined;
      const found = await byHost(host);
      if (found) return { via: 'host', found };
      // A host under the shop domain names a store by its handle, so one that does not exist
      // is an unknown store; any other host may just be another name for this server.
      return shopSuffix && host.endsWith(shopSuffix) ? { via: 'host', missing: host } : undefined;
    },
  };
}
