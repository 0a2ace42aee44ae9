import type { ShopCollection, ShopProduct, ShopRegion } from '@storedesk/contract';
import type { AppDeps, RequestContext } from '../../platform/context.js';
import { TenantQuery, tenantRead } from '../../platform/db/tx.js';
import { createProductsService } from '../products/products.service.js';
import type { StoreBase } from '../../platform/tenancy/store-base-url.js';

/** The store a `/shop/{handle}` address names (platform/tenancy/store-base-url.ts). */
export type ShopStore = StoreBase;

/** What every shop page knows about its store (one statement). */
export interface ShopContext {
  name: string;
  region: ShopRegion | null;
  collections: ShopCollection[];
}

export interface ShopProductPage {
  products: ShopProduct[];
  count: number;
  offset: number;
  limit: number;
}

/** Products on one list page. */
export const SHOP_PAGE_SIZE = 24;

/**
 * The store's name, its default region (the oldest live one in the store's currency, else the
 * oldest) and its collections, in one read.
 */
export async function readShopContext(deps: Pick<AppDeps, 'db'>, shop: ShopStore) {
  const q = new TenantQuery();
  const storeId = q.param(shop.storeId);
  const text = `SELECT json_build_object(
    'name', s.name,
    'region', (SELECT json_build_object('id', r.id, 'name', r.name,
        'currency_code', r.currency_code, 'tax_rate', r.tax_rate::float8,
        'includes_tax', r.includes_tax)
      FROM region r WHERE r.store_id = ${storeId} AND r.deleted_at IS NULL
      ORDER BY (r.currency_code = s.default_currency_code) DESC, r.created_at, r.id LIMIT 1),
    'collections', COALESCE((SELECT json_agg(json_build_object('id', c.id, 'title', c.title,
        'handle', c.handle) ORDER BY c.title, c.id)
      FROM product_collection c WHERE c.store_id = ${storeId} AND c.deleted_at IS NULL), '[]')
  )::text FROM store s WHERE s.id = ${storeId}`;
  const json = await tenantRead(deps.db, shop.storeId, text, q);
  return JSON.parse(json!) as ShopContext;
}

/** Reads the shop's products through the store API's own query (one statement a read). */
export function createShopCatalog(deps: Pick<AppDeps, 'db'>) {
  const products = createProductsService(deps);
  const ctxOf = (shop: ShopStore): RequestContext => ({
    requestId: 'shop',
    storeId: shop.storeId,
    actor: null,
  });
  // The store's default sales channel, as a key-less store API request sells through.
  const channels = (shop: ShopStore) => shop.salesChannelIds;

  return {
    /** A page of the shop's products: all, a collection's, or those matching `q`. */
    async list(
      shop: ShopStore,
      context: ShopContext,
      query: { q?: string; collectionId?: string; page: number },
    ): Promise<ShopProductPage> {
      const text = await products.storeList(
        ctxOf(shop),
        {
          limit: SHOP_PAGE_SIZE,
          offset: (query.page - 1) * SHOP_PAGE_SIZE,
          ...(query.q ? { q: query.q } : {}),
          ...(query.collectionId ? { collection_id: [query.collectionId] } : {}),
          ...(context.region ? { region_id: context.region.id } : {}),
        },
        channels(shop),
      );
      return JSON.parse(text) as ShopProductPage;
    },

    /** One product by its handle, with its options, variants, stock and prices. */
    async byHandle(
      shop: ShopStore,
      context: ShopContext,
      handle: string,
    ): Promise<ShopProduct | null> {
      const text = await products.storeList(
        ctxOf(shop),
        {
          handle: [handle],
          limit: 1,
          offset: 0,
          ...(context.region ? { region_id: context.region.id } : {}),
        },
        channels(shop),
      );
      return (JSON.parse(text) as ShopProductPage).products[0] ?? null;
    },
  };
}

export interface SitemapEntry {
  kind: 'product' | 'collection';
  handle: string;
  updated_at: string;
}

/**
 * What the sitemap lists: the published products the shop sells (its default sales channel)
 * and the collections, in one read, capped at the 50 000 addresses a sitemap may hold.
 */
export async function readSitemapEntries(
  deps: Pick<AppDeps, 'db'>,
  shop: ShopStore,
): Promise<SitemapEntry[]> {
  const q = new TenantQuery();
  const storeId = q.param(shop.storeId);
  const channel = shop.salesChannelIds.length
    ? `AND EXISTS (SELECT 1 FROM product_sales_channel j WHERE j.store_id = p.store_id
         AND j.product_id = p.id AND j.sales_channel_id = ANY(${q.list(shop.salesChannelIds)}))`
    : '';
  const text = `SELECT COALESCE(json_agg(e), '[]')::text FROM (
    (SELECT 'collection' AS kind, c.handle, c.updated_at FROM product_collection c
      WHERE c.store_id = ${storeId} AND c.deleted_at IS NULL ORDER BY c.handle LIMIT 1000)
    UNION ALL
    (SELECT 'product', p.handle, p.updated_at FROM product p
      WHERE p.store_id = ${storeId} AND p.deleted_at IS NULL AND p.status = 'published' ${channel}
      ORDER BY p.created_at DESC, p.id LIMIT 49000)
  ) e`;
  return JSON.parse((await tenantRead(deps.db, shop.storeId, text, q))!) as SitemapEntry[];
}
