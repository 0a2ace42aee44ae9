import {
  AdminGetProductsParams,
  AdminGetVariantsParams,
  AdminPostProductsProductMetadataReq,
  AdminPostProductsProductOptionsReq,
  AdminPostProductsProductReq,
  AdminPostProductsProductVariantsReq,
  AdminPostProductsProductVariantsVariantReq,
  AdminPostProductsReq,
  AdminProductsDeleteRes,
  FindParams,
  IdParams,
  ListParams,
  ProductOptionParams,
  ProductVariantParams,
  StoreGetProductParams,
  StoreGetProductsParams,
  StorePostSearchReq,
  idList,
} from '@storedesk/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CatalogCache } from '../../platform/catalog-cache.js';
import { z } from 'zod';
import type { AdminContext, AppDeps } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { adminCtx, storeCtx, typed } from '../../platform/http.js';
import { productCreation } from './products.create.js';
import { productDeletion } from './products.delete.js';
import { productOptions } from './products.options.js';
import { productReads } from './products.read.js';
import { productUpdates } from './products.update.js';
import { variantReads } from './variants.read.js';
import { variantWrites } from './variants.write.js';
import { STOREFRONT, staff } from '../../platform/access.js';

/**
 * Products and variants, admin and store API.
 *
 * Reads answer JSON text that PostgreSQL built (products.query.ts): the SQL names every field
 * it emits, which is the whitelist a response schema would otherwise be, and the text goes out
 * as it came instead of being parsed and serialised again. The API tests parse every answer
 * with the contract's response schemas.
 *
 * Each use case is a file of its own: reads in products.read.ts and variants.read.ts, writes
 * in products.create.ts, products.update.ts, products.delete.ts, products.options.ts and
 * variants.write.ts.
 */
export async function productsRoutes(
  instance: FastifyInstance,
  deps: AppDeps & { catalog: CatalogCache },
): Promise<void> {
  const app = typed(instance);
  const reads = productReads(deps);
  const creation = productCreation(deps);
  const updates = productUpdates(deps);
  const deletion = productDeletion(deps);
  const options = productOptions(deps);
  const variantRead = variantReads(deps);
  const variantWrite = variantWrites(deps);
  const cache = deps.catalog;
  const json = (reply: FastifyReply, body: string | Buffer) =>
    reply.type('application/json; charset=utf-8').send(body);

  /**
   * Serves a catalogue read from the cache when this store's catalogue has not changed since
   * the answer was made; `scope` separates admin answers from each key's storefront answers.
   */
  const cached = async (
    request: FastifyRequest,
    reply: FastifyReply,
    scope: string,
    read: () => Promise<string>,
  ) => {
    const ctx = request.ctx!;
    const token = ctx.catalogToken;
    const hit = token ? cache.get(token, ctx.storeId, scope, request.url) : undefined;
    reply.header('x-catalog-cache', hit ? 'hit' : 'miss');
    if (hit) return json(reply, hit);
    const body = Buffer.from(await read());
    if (token) cache.set(token, ctx.storeId, scope, request.url, body);
    return json(reply, body);
  };
  const storeScope = (request: FastifyRequest) =>
    `store:${(request.ctx?.salesChannelIds ?? []).join(',')}`;
  /** Wraps a `{ product: ... }` answer with the fields a delete of a part reports. */
  const withDeleted = (text: string, head: Record<string, unknown>) =>
    `${JSON.stringify(head).slice(0, -1)},${text.slice(1)}`;

  // ---- admin ------------------------------------------------------------------------------

  app.get(
    '/admin/products',
    { config: staff('read'), schema: { querystring: AdminGetProductsParams } },
    async (request, reply) =>
      cached(request, reply, 'admin', () => reads.list(adminCtx(request), request.query)),
  );

  app.post(
    '/admin/products',
    { config: staff('operate'), schema: { body: AdminPostProductsReq } },
    async (request, reply) => json(reply, await creation.create(adminCtx(request), request.body)),
  );

  app.get(
    '/admin/products/:id',
    { config: staff('read'), schema: { params: IdParams, querystring: FindParams } },
    async (request, reply) =>
      cached(request, reply, 'admin', () =>
        reads.retrieve(adminCtx(request), request.params.id, request.query),
      ),
  );

  app.post(
    '/admin/products/:id',
    { config: staff('operate'), schema: { params: IdParams, body: AdminPostProductsProductReq } },
    async (request, reply) =>
      json(reply, await updates.update(adminCtx(request), request.params.id, request.body)),
  );

  app.delete(
    '/admin/products/:id',
    {
      config: staff('operate'),
      schema: { params: IdParams, response: { 200: AdminProductsDeleteRes } },
    },
    async (request) => {
      await deletion.delete(adminCtx(request), request.params.id);
      return { id: request.params.id, object: 'product' as const, deleted: true as const };
    },
  );

  app.post(
    '/admin/products/:id/metadata',
    {
      config: staff('operate'),
      schema: { params: IdParams, body: AdminPostProductsProductMetadataReq },
    },
    async (request, reply) =>
      json(reply, await updates.setMetadata(adminCtx(request), request.params.id, request.body)),
  );

  app.get(
    '/admin/products/:id/variants',
    { config: staff('read'), schema: { params: IdParams, querystring: ListParams } },
    async (request, reply) =>
      json(
        reply,
        await variantRead.listProductVariants(adminCtx(request), request.params.id, request.query),
      ),
  );

  /**
   * Options and variants are parts of a product written the same way: added, changed and
   * removed under `/admin/products/:id/<part>s`, each answered with the whole product; a
   * removal also says which part went (Medusa v1).
   */
  function partRoutes<Key extends 'option_id' | 'variant_id', Create, Update>(part: {
    path: 'options' | 'variants';
    key: Key;
    object: 'option' | 'product-variant';
    params: typeof ProductOptionParams | typeof ProductVariantParams;
    create: z.ZodType<Create>;
    update: z.ZodType<Update>;
    add: (ctx: AdminContext, id: string, input: Create) => Promise<string>;
    change: (ctx: AdminContext, id: string, partId: string, input: Update) => Promise<string>;
    remove: (ctx: AdminContext, id: string, partId: string) => Promise<string>;
  }) {
    const partId = (params: unknown) => (params as Record<Key, string>)[part.key];
    app.post(
      `/admin/products/:id/${part.path}`,
      { config: staff('operate'), schema: { params: IdParams, body: part.create } },
      async (request, reply) =>
        json(reply, await part.add(adminCtx(request), request.params.id, request.body as Create)),
    );
    app.post(
      `/admin/products/:id/${part.path}/:${part.key}`,
      { config: staff('operate'), schema: { params: part.params, body: part.update } },
      async (request, reply) =>
        json(
          reply,
          await part.change(
            adminCtx(request),
            request.params.id,
            partId(request.params),
            request.body as Update,
          ),
        ),
    );
    app.delete(
      `/admin/products/:id/${part.path}/:${part.key}`,
      { config: staff('operate'), schema: { params: part.params } },
      async (request, reply) => {
        const removed = partId(request.params);
        const text = await part.remove(adminCtx(request), request.params.id, removed);
        const head = { [part.key]: removed, object: part.object, deleted: true };
        return json(reply, withDeleted(text, head));
      },
    );
  }

  partRoutes({
    path: 'options',
    key: 'option_id',
    object: 'option',
    params: ProductOptionParams,
    create: AdminPostProductsProductOptionsReq,
    update: AdminPostProductsProductOptionsReq,
    add: options.addOption,
    change: options.updateOption,
    remove: options.deleteOption,
  });

  partRoutes({
    path: 'variants',
    key: 'variant_id',
    object: 'product-variant',
    params: ProductVariantParams,
    create: AdminPostProductsProductVariantsReq,
    update: AdminPostProductsProductVariantsVariantReq,
    add: variantWrite.createVariant,
    change: variantWrite.updateVariant,
    remove: variantWrite.deleteVariant,
  });

  app.get(
    '/admin/variants',
    { config: staff('read'), schema: { querystring: AdminGetVariantsParams } },
    async (request, reply) =>
      json(reply, await variantRead.listVariants(adminCtx(request), request.query)),
  );

  app.get(
    '/admin/variants/:id',
    { config: staff('read'), schema: { params: IdParams } },
    async (request, reply) =>
      json(reply, await variantRead.retrieveVariant(adminCtx(request), request.params.id)),
  );

  // ---- store ------------------------------------------------------------------------------

  const channels = (request: { ctx: { salesChannelIds?: string[] } | null }) =>
    request.ctx?.salesChannelIds ?? [];

  app.get(
    '/store/products',
    { config: STOREFRONT, schema: { querystring: StoreGetProductsParams } },
    async (request, reply) =>
      cached(request, reply, storeScope(request), () =>
        reads.storeList(storeCtx(request), request.query, channels(request)),
      ),
  );

  app.post(
    '/store/products/search',
    { config: STOREFRONT, schema: { body: StorePostSearchReq } },
    async (request, reply) =>
      json(reply, await reads.storeSearch(storeCtx(request), request.body, channels(request))),
  );

  app.get(
    '/store/products/:id',
    { config: STOREFRONT, schema: { params: IdParams, querystring: StoreGetProductParams } },
    async (request, reply) =>
      cached(request, reply, storeScope(request), () =>
        reads.storeRetrieve(storeCtx(request), request.params.id, request.query, channels(request)),
      ),
  );

  const StoreGetVariantsParams = z.object({
    ids: idList.optional(),
    limit: z.coerce.number().int().min(0).max(1000).optional(),
    offset: z.coerce.number().int().min(0).optional(),
    region_id: z.string().optional(),
    currency_code: z.string().optional(),
  });

  app.get(
    '/store/variants',
    { config: STOREFRONT, schema: { querystring: StoreGetVariantsParams } },
    async (request, reply) => {
      const text = await variantRead.storeVariants(
        storeCtx(request),
        request.query,
        channels(request),
      );
      // The store list answers `{ variants }` only, as Medusa v1 does.
      const parsed = JSON.parse(text!) as { variants: unknown[] };
      return json(reply, JSON.stringify({ variants: parsed.variants }));
    },
  );

  app.get(
    '/store/variants/:id',
    {
      config: STOREFRONT,
      schema: {
        params: IdParams,
        querystring: StoreGetVariantsParams.pick({ region_id: true, currency_code: true }),
      },
    },
    async (request, reply) => {
      const text = await variantRead.storeVariants(
        storeCtx(request),
        { ...request.query, ids: [request.params.id] },
        channels(request),
        true,
      );
      if (!text) throw notFound('ProductVariant', request.params.id);
      return json(reply, text);
    },
  );
}
