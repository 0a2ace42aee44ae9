import {
  AdminDeletePriceListPricesPricesReq,
  AdminDeletePriceListsPriceListProductsPricesBatchReq,
  AdminGetPriceListPaginationParams,
  AdminGetPriceListsPriceListProductsParams,
  AdminPostPriceListPricesPricesReq,
  AdminPostPriceListsPriceListPriceListReq,
  AdminPostPriceListsPriceListReq,
  AdminPriceListDeleteBatchRes,
  AdminPriceListDeleteRes,
  AdminPriceListRes,
  AdminPriceListsListRes,
  AdminPriceListsProductsListRes,
  IdParams,
  PriceListProductParams,
  PriceListVariantParams,
  type MoneyAmount,
  type PriceList,
  type Product,
  type ProductVariant,
} from '@storedesk/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/context.js';
import { iso, isoOrNull } from '../../platform/dates.js';
import { adminCtx, typed } from '../../platform/http.js';
import type { MoneyAmountRow, ProductRow, VariantRow } from './price-lists.repo.js';
import { createPriceListsService, type PriceListWithPrices } from './price-lists.service.js';
import { staff } from '../../platform/access.js';

export function toMoneyAmount(row: MoneyAmountRow): MoneyAmount {
  return {
    id: row.id,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    deleted_at: null,
    currency_code: row.currencyCode,
    amount: row.amount,
    min_quantity: row.minQuantity,
    max_quantity: row.maxQuantity,
    price_list_id: row.priceListId,
    region_id: row.regionId,
    variant_id: row.variantId,
  };
}

export function toPriceList({ list, prices }: PriceListWithPrices): PriceList {
  return {
    id: list.id,
    created_at: iso(list.createdAt),
    updated_at: iso(list.updatedAt),
    deleted_at: isoOrNull(list.deletedAt),
    name: list.name,
    description: list.description,
    type: list.type,
    status: list.status,
    starts_at: isoOrNull(list.startsAt),
    ends_at: isoOrNull(list.endsAt),
    prices: prices.map(toMoneyAmount),
    customer_groups: [],
  };
}

const shipping = (row: ProductRow | VariantRow) => ({
  weight: row.weight,
  length: row.length,
  height: row.height,
  width: row.width,
  hs_code: row.hsCode,
  origin_country: row.originCountry,
  mid_code: row.midCode,
  material: row.material,
});

function toVariant(row: VariantRow, prices: MoneyAmountRow[]): ProductVariant {
  return {
    id: row.id,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    deleted_at: isoOrNull(row.deletedAt),
    title: row.title,
    product_id: row.productId,
    sku: row.sku,
    barcode: row.barcode,
    ean: row.ean,
    upc: row.upc,
    variant_rank: row.variantRank,
    inventory_quantity: row.inventoryQuantity,
    allow_backorder: row.allowBackorder,
    manage_inventory: row.manageInventory,
    ...shipping(row),
    metadata: row.metadata ?? null,
    prices: prices.filter((price) => price.variantId === row.id).map(toMoneyAmount),
  };
}

/** A product of the list: its fields and variants, each variant with its prices in the list. */
function toProduct(row: ProductRow, variants: VariantRow[], prices: MoneyAmountRow[]): Product {
  return {
    id: row.id,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    deleted_at: isoOrNull(row.deletedAt),
    title: row.title,
    subtitle: row.subtitle,
    description: row.description,
    handle: row.handle,
    is_giftcard: row.isGiftcard,
    status: row.status,
    thumbnail: row.thumbnail,
    ...shipping(row),
    collection_id: row.collectionId,
    type_id: row.typeId,
    discountable: row.discountable,
    external_id: row.externalId,
    metadata: row.metadata ?? null,
    variants: variants
      .filter((variant) => variant.productId === row.id)
      .map((variant) => toVariant(variant, prices)),
  };
}

/** Price lists and their prices (Medusa v1 `/admin/price-lists`). */
export async function priceListsRoutes(instance: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = typed(instance);
  const lists = createPriceListsService(deps);
  const one = { params: IdParams, response: { 200: AdminPriceListRes } };
  const removal = { 200: AdminPriceListDeleteBatchRes };

  app.get(
    '/admin/price-lists',
    {
      config: staff('read'),
      schema: {
        querystring: AdminGetPriceListPaginationParams,
        response: { 200: AdminPriceListsListRes },
      },
    },
    async (request) => {
      const result = await lists.list(adminCtx(request), request.query);
      return {
        price_lists: result.rows.map(toPriceList),
        count: result.count,
        offset: result.offset,
        limit: result.limit,
      };
    },
  );

  app.post(
    '/admin/price-lists',
    {
      config: staff('operate'),
      schema: { body: AdminPostPriceListsPriceListReq, response: { 200: AdminPriceListRes } },
    },
    async (request) => ({
      price_list: toPriceList(await lists.create(adminCtx(request), request.body)),
    }),
  );

  app.get('/admin/price-lists/:id', { config: staff('read'), schema: one }, async (request) => ({
    price_list: toPriceList(await lists.retrieve(adminCtx(request), request.params.id)),
  }));

  app.post(
    '/admin/price-lists/:id',
    {
      config: staff('operate'),
      schema: { ...one, body: AdminPostPriceListsPriceListPriceListReq },
    },
    async (request) => ({
      price_list: toPriceList(
        await lists.update(adminCtx(request), request.params.id, request.body),
      ),
    }),
  );

  app.delete(
    '/admin/price-lists/:id',
    {
      config: staff('operate'),
      schema: { params: IdParams, response: { 200: AdminPriceListDeleteRes } },
    },
    async (request) => {
      await lists.delete(adminCtx(request), request.params.id);
      return { id: request.params.id, object: 'price-list' as const, deleted: true as const };
    },
  );

  app.post(
    '/admin/price-lists/:id/prices/batch',
    { config: staff('operate'), schema: { ...one, body: AdminPostPriceListPricesPricesReq } },
    async (request) => ({
      price_list: toPriceList(
        await lists.addPrices(adminCtx(request), request.params.id, request.body),
      ),
    }),
  );

  app.delete(
    '/admin/price-lists/:id/prices/batch',
    {
      config: staff('operate'),
      schema: { params: IdParams, body: AdminDeletePriceListPricesPricesReq, response: removal },
    },
    async (request) =>
      lists.deletePrices(adminCtx(request), request.params.id, request.body.price_ids),
  );

  app.get(
    '/admin/price-lists/:id/products',
    {
      config: staff('read'),
      schema: {
        params: IdParams,
        querystring: AdminGetPriceListsPriceListProductsParams,
        response: { 200: AdminPriceListsProductsListRes },
      },
    },
    async (request) => {
      const page = await lists.listProducts(adminCtx(request), request.params.id, request.query);
      return {
        products: page.products.map((row) => toProduct(row, page.variants, page.prices)),
        count: page.count,
        offset: page.offset,
        limit: page.limit,
      };
    },
  );

  app.delete(
    '/admin/price-lists/:id/products/prices/batch',
    {
      config: staff('operate'),
      schema: {
        params: IdParams,
        body: AdminDeletePriceListsPriceListProductsPricesBatchReq,
        response: removal,
      },
    },
    async (request) =>
      lists.deleteProductsPrices(
        adminCtx(request),
        request.params.id,
        request.body.product_ids,
        'product_ids',
      ),
  );

  app.delete(
    '/admin/price-lists/:id/products/:product_id/prices',
    { config: staff('operate'), schema: { params: PriceListProductParams, response: removal } },
    async (request) =>
      lists.deleteProductsPrices(adminCtx(request), request.params.id, [request.params.product_id]),
  );

  app.delete(
    '/admin/price-lists/:id/variants/:variant_id/prices',
    { config: staff('operate'), schema: { params: PriceListVariantParams, response: removal } },
    async (request) =>
      lists.deleteVariantPrices(adminCtx(request), request.params.id, request.params.variant_id),
  );
}
