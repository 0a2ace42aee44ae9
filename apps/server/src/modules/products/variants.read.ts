import type * as contract from '@storedesk/contract';
import type { z } from 'zod';
import type { AdminContext, AppDeps, RequestContext } from '../../platform/context.js';
import { TenantQuery, tenantRead } from '../../platform/db/tx.js';
import { notFound } from '../../platform/errors.js';
import { paging } from '../../platform/list.js';
import { pricing, readProduct } from './products.read.js';
import { variantPageSql } from './variants.query.js';

type AdminVariantsQuery = z.output<typeof contract.AdminGetVariantsParams>;

/** Variant lists and single variants, admin and store, as JSON text (variants.query.ts). */
export function variantReads(deps: Pick<AppDeps, 'db'>) {
  const { db } = deps;
  return {
    /** `GET /admin/products/:id/variants`. */
    async listProductVariants(
      ctx: AdminContext,
      id: string,
      query: { limit?: number | undefined; offset?: number | undefined },
    ): Promise<string> {
      await readProduct(db, ctx.storeId, id, 'admin', { fields: 'id', expand: '' });
      const params = new TenantQuery();
      const text = variantPageSql(
        {
          scope: 'admin',
          storeId: ctx.storeId,
          productId: id,
          withProduct: false,
          ...paging(query, 100),
        },
        params,
        'list',
      );
      return (await tenantRead(db, ctx.storeId, text, params))!;
    },

    /** `GET /admin/variants`. */
    async listVariants(ctx: AdminContext, query: AdminVariantsQuery): Promise<string> {
      const params = new TenantQuery();
      const text = variantPageSql(
        {
          scope: 'admin',
          storeId: ctx.storeId,
          ids: query.id,
          q: query.q ?? query.title,
          withProduct: true,
          ...paging(query, 20),
          pricing: pricing(query),
        },
        params,
        'list',
      );
      const json = await tenantRead(db, ctx.storeId, text, params);
      if (json === 'region_not_found') throw notFound('Region', query.region_id ?? '');
      return json!;
    },

    async retrieveVariant(ctx: AdminContext, variantId: string): Promise<string> {
      const params = new TenantQuery();
      const text = variantPageSql(
        {
          scope: 'admin',
          storeId: ctx.storeId,
          ids: [variantId],
          withProduct: true,
          limit: 1,
          offset: 0,
        },
        params,
        'single',
      );
      const json = await tenantRead(db, ctx.storeId, text, params);
      if (!json) throw notFound('ProductVariant', variantId);
      return json;
    },

    /** `GET /store/variants` and, `single`, `GET /store/variants/:id` (null: not found). */
    async storeVariants(
      ctx: RequestContext,
      query: {
        ids?: string[] | undefined;
        limit?: number | undefined;
        offset?: number | undefined;
        region_id?: string | undefined;
        currency_code?: string | undefined;
      },
      keySalesChannelIds: string[],
      single = false,
    ): Promise<string | null> {
      const params = new TenantQuery();
      const text = variantPageSql(
        {
          scope: 'store',
          storeId: ctx.storeId,
          ids: query.ids,
          withProduct: false,
          ...paging(query, 100),
          pricing: pricing(query),
          keySalesChannelIds,
        },
        params,
        single ? 'single' : 'list',
      );
      const json = await tenantRead(db, ctx.storeId, text, params);
      if (json === 'region_not_found') throw notFound('Region', query.region_id ?? '');
      return json;
    },
  };
}
