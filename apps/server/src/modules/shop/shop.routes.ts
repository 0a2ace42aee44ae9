import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PUBLIC } from '../../platform/access.js';
import type { AppDeps } from '../../platform/context.js';
import { typed } from '../../platform/http.js';
import {
  createShopCatalog,
  readShopContext,
  readSitemapEntries,
  type ShopContext,
  type ShopStore,
} from './shop.data.js';
import type { StoreBaseLookup } from '../../platform/tenancy/store-base-url.js';
import {
  absoluteUrl,
  escapeHtml,
  productStructuredData,
  shortDescription,
  type ShopHead,
} from './shop.head.js';
import { loadShopRenderer, type ShopState } from './shop.render.js';

const HandleParams = z.object({ handle: z.string().min(1).max(200) });
const ListQuery = z.object({
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
});

/** Pages that only the browser fills in (they read the shopper's cart, orders or account). */
const CLIENT_PAGES = ['cart', 'checkout', 'account'] as const;

/**
 * The hosted storefront: `/shop/{handle}` and its product, collection, cart, checkout, account,
 * order, exchange and order edit pages, rendered on the server by the shop's React entry (see
 * shop.render.ts) with the data read in-process, and hydrated in the browser from the same data.
 * A page costs a fixed number of statements: the store, its context (name, region,
 * collections), and one catalogue read.
 */
export async function shopRoutes(
  instance: FastifyInstance,
  deps: AppDeps & { storeBases: StoreBaseLookup },
): Promise<void> {
  const app = typed(instance);
  const renderer = await loadShopRenderer(deps.config.adminDist, instance.log);
  const catalog = createShopCatalog(deps);
  const origin = deps.config.publicUrl;

  interface Found {
    shop: ShopStore;
    context: ShopContext;
    language: string;
    messages: Record<string, unknown>;
  }

  /** The shop behind the handle, with its context and the shopper's language; null: unknown. */
  async function open(request: FastifyRequest, handle: string): Promise<Found | null> {
    const ssr = renderer.ssr;
    const language = ssr ? ssr.pickLanguage(request.headers['accept-language']) : 'en';
    const messages = ssr ? ssr.messagesFor(language) : {};
    const shop = await deps.storeBases.byHandle(handle.toLowerCase());
    if (!shop) return null;
    return { shop, context: await readShopContext(deps, shop), language, messages };
  }

  const basePath = (shop: ShopStore) => `/shop/${encodeURIComponent(shop.handle)}`;

  const stateOf = (found: Found, page: ShopState['page']): ShopState => ({
    page,
    boot: {
      handle: found.shop.handle,
      name: found.context.name,
      basePath: basePath(found.shop),
      apiBase: `/s/${encodeURIComponent(found.shop.handle)}`,
      region: found.context.region,
      collections: found.context.collections,
    },
    language: found.language,
    messages: found.messages,
  });

  /** The page for an unknown store, product or collection (404, not indexed). */
  async function notFound(request: FastifyRequest, reply: FastifyReply, found: Found | null) {
    const ssr = renderer.ssr;
    const language =
      found?.language ?? ssr?.pickLanguage(request.headers['accept-language']) ?? 'en';
    const messages = found?.messages ?? ssr?.messagesFor(language) ?? {};
    const title = String(
      (messages['notFound'] as Record<string, unknown> | undefined)?.['title'] ?? 'Not found',
    );
    const head: ShopHead = {
      title: found ? `${title} · ${found.context.name}` : title,
      description: title,
      siteName: found?.context.name ?? 'Storedesk',
      type: 'website',
      noindex: true,
    };
    const state: ShopState = found
      ? stateOf(found, { name: 'not-found' })
      : { page: { name: 'not-found' }, boot: null, language, messages };
    return renderer.send(reply, 404, head, state);
  }

  async function listPage(
    request: FastifyRequest,
    reply: FastifyReply,
    handle: string,
    query: z.infer<typeof ListQuery>,
    collectionHandle?: string,
  ) {
    const found = await open(request, handle);
    if (!found) return notFound(request, reply, null);
    const collection = collectionHandle
      ? found.context.collections.find((entry) => entry.handle === collectionHandle)
      : undefined;
    if (collectionHandle && !collection) return notFound(request, reply, found);
    const page = query.page ?? 1;
    const list = await catalog.list(found.shop, found.context, {
      ...(query.q ? { q: query.q } : {}),
      ...(collection ? { collectionId: collection.id } : {}),
      page,
    });
    const path = collection
      ? `${basePath(found.shop)}/collections/${encodeURIComponent(collection.handle)}`
      : basePath(found.shop);
    const params = new URLSearchParams();
    if (query.q) params.set('q', query.q);
    if (page > 1) params.set('page', String(page));
    const search = params.size ? `?${params}` : '';
    const name = found.context.name;
    const head: ShopHead = {
      title: collection ? `${collection.title} · ${name}` : name,
      description: shortDescription(
        list.products
          .slice(0, 6)
          .map((product) => product.title)
          .join(', '),
        name,
      ),
      canonical: `${origin}${path}${search}`,
      siteName: name,
      type: 'website',
      image: list.products[0]?.thumbnail ? absoluteUrl(list.products[0].thumbnail, origin) : null,
      // Search results are not pages of their own for search engines.
      noindex: Boolean(query.q),
    };
    return renderer.send(
      reply,
      200,
      head,
      stateOf(found, {
        name: 'list',
        q: query.q ?? '',
        collection: collection ?? null,
        ...list,
      }),
    );
  }

  app.get(
    '/shop/:handle',
    { config: PUBLIC, schema: { params: HandleParams, querystring: ListQuery } },
    async (request, reply) => listPage(request, reply, request.params.handle, request.query),
  );

  app.get(
    '/shop/:handle/collections/:collection',
    {
      config: PUBLIC,
      schema: {
        params: HandleParams.extend({ collection: z.string().min(1).max(300) }),
        querystring: ListQuery,
      },
    },
    async (request, reply) =>
      listPage(request, reply, request.params.handle, request.query, request.params.collection),
  );

  app.get(
    '/shop/:handle/products/:product',
    {
      config: PUBLIC,
      schema: { params: HandleParams.extend({ product: z.string().min(1).max(300) }) },
    },
    async (request, reply) => {
      const found = await open(request, request.params.handle);
      if (!found) return notFound(request, reply, null);
      const product = await catalog.byHandle(found.shop, found.context, request.params.product);
      if (!product) return notFound(request, reply, found);
      const canonical = `${origin}${basePath(found.shop)}/products/${encodeURIComponent(product.handle)}`;
      const head: ShopHead = {
        title: `${product.title} · ${found.context.name}`,
        description: shortDescription(product.description ?? product.subtitle, product.title),
        canonical,
        siteName: found.context.name,
        type: 'product',
        image: product.thumbnail ? absoluteUrl(product.thumbnail, origin) : null,
        structuredData: productStructuredData(product, found.context.region, canonical, origin),
      };
      return renderer.send(reply, 200, head, stateOf(found, { name: 'product', product }));
    },
  );

  for (const name of CLIENT_PAGES) {
    app.get(
      `/shop/:handle/${name}`,
      { config: PUBLIC, schema: { params: HandleParams } },
      async (request, reply) => clientPage(request, reply, request.params.handle, { name }, name),
    );
  }

  app.get(
    '/shop/:handle/orders/:order',
    {
      config: PUBLIC,
      schema: { params: HandleParams.extend({ order: z.string().min(1).max(100) }) },
    },
    async (request, reply) =>
      clientPage(
        request,
        reply,
        request.params.handle,
        {
          name: 'order',
          orderId: request.params.order,
        },
        `orders/${encodeURIComponent(request.params.order)}`,
      ),
  );

  // The link staff send for an exchange (the default `swap_link_template`): the shopper confirms
  // it and pays what it costs more. The browser reads the swap and its cart by the cart's id.
  app.get(
    '/shop/:handle/exchange/:cart',
    {
      config: PUBLIC,
      schema: { params: HandleParams.extend({ cart: z.string().min(1).max(100) }) },
    },
    async (request, reply) =>
      clientPage(
        request,
        reply,
        request.params.handle,
        { name: 'exchange', cartId: request.params.cart },
        `exchange/${encodeURIComponent(request.params.cart)}`,
      ),
  );

  // The link in the order edit mail (order-edits.mail-templates.ts `shopOrderEditLink`): the
  // shopper reads what staff changed, pays what it costs more, accepts or declines it. The
  // browser reads the edit by its id, the shopper's secret as a guest order's id is.
  app.get(
    '/shop/:handle/order-edit/:edit',
    {
      config: PUBLIC,
      schema: { params: HandleParams.extend({ edit: z.string().min(1).max(100) }) },
    },
    async (request, reply) =>
      clientPage(
        request,
        reply,
        request.params.handle,
        { name: 'order-edit', orderEditId: request.params.edit },
        `order-edit/${encodeURIComponent(request.params.edit)}`,
      ),
  );

  /** A page whose content the browser reads from the store API (not indexed). */
  async function clientPage(
    request: FastifyRequest,
    reply: FastifyReply,
    handle: string,
    page: ShopState['page'],
    path: string,
  ) {
    const found = await open(request, handle);
    if (!found) return notFound(request, reply, null);
    const head: ShopHead = {
      title: found.context.name,
      description: found.context.name,
      canonical: `${origin}${basePath(found.shop)}/${path}`,
      siteName: found.context.name,
      type: 'website',
      noindex: true,
    };
    return renderer.send(reply, 200, head, stateOf(found, page));
  }

  app.get(
    '/shop/:handle/sitemap.xml',
    { config: PUBLIC, schema: { params: HandleParams } },
    async (request, reply) => {
      const shop = await deps.storeBases.byHandle(request.params.handle.toLowerCase());
      if (!shop) {
        return reply.code(404).type('text/plain').send(`No shop named ${request.params.handle}`);
      }
      const base = `${origin}${basePath(shop)}`;
      const entries = await readSitemapEntries(deps, shop);
      const url = (loc: string, lastmod?: string) =>
        `  <url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : ''}</url>`;
      const lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        url(base),
        ...entries.map((entry) =>
          url(
            `${base}/${entry.kind === 'product' ? 'products' : 'collections'}/${encodeURIComponent(entry.handle)}`,
            entry.updated_at,
          ),
        ),
        '</urlset>',
      ];
      return reply.type('application/xml; charset=utf-8').send(lines.join('\n'));
    },
  );

  app.get(
    '/shop/:handle/*',
    { config: PUBLIC, schema: { params: HandleParams.extend({ '*': z.string() }) } },
    async (request, reply) => notFound(request, reply, await open(request, request.params.handle)),
  );
}
