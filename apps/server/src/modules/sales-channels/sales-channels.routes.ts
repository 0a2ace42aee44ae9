import {
  AdminDeleteSalesChannelsChannelProductsBatchReq,
  AdminGetSalesChannelsParams,
  AdminPostSalesChannelsChannelProductsBatchReq,
  AdminPostSalesChannelsReq,
  AdminPostSalesChannelsSalesChannelReq,
  AdminSalesChannelsListRes,
  AdminSalesChannelsRes,
  DeleteRes,
  IdParams,
  type SalesChannel,
} from '@storedesk/contract';
import type { FastifyInstance } from 'fastify';
import type { AdminContext, AppDeps } from '../../platform/context.js';
import { listResponse } from '../../platform/list.js';
import { adminCtx, typed } from '../../platform/http.js';
import { toSalesChannel } from './sales-channels.mapper.js';
import { createSalesChannelsService } from './sales-channels.service.js';
import { staff } from '../../platform/access.js';
import { z } from 'zod';

/**
 * Each channel with the stock locations it sells from (`expand=locations`): the stock locations
 * area's read (stock-locations/channel-locations.ts), handed in by app.ts so that sales channels,
 * which stock locations build on, import nothing of theirs.
 */
export type WithLocations = (
  ctx: AdminContext,
  channels: SalesChannel[],
) => Promise<SalesChannel[]>;

export async function salesChannelsRoutes(
  instance: FastifyInstance,
  deps: AppDeps & { withLocations: WithLocations },
): Promise<void> {
  const app = typed(instance);
  const channels = createSalesChannelsService(deps);
  const one = { params: IdParams, response: { 200: AdminSalesChannelsRes } };
  /** v1's `expand=locations`: the stock locations each channel sells from. */
  const wantsLocations = (expand: string | undefined) =>
    (expand ?? '').split(',').some((name) => name.trim() === 'locations');

  app.get(
    '/admin/sales-channels',
    {
      config: staff('read'),
      schema: {
        querystring: AdminGetSalesChannelsParams,
        response: { 200: AdminSalesChannelsListRes },
      },
    },
    async (request) => {
      const page = listResponse(
        'sales_channels',
        await channels.list(adminCtx(request), request.query),
        toSalesChannel,
      );
      if (!wantsLocations(request.query.expand)) return page;
      return {
        ...page,
        sales_channels: await deps.withLocations(adminCtx(request), page.sales_channels),
      };
    },
  );

  app.post(
    '/admin/sales-channels',
    {
      config: staff('operate'),
      schema: { body: AdminPostSalesChannelsReq, response: { 200: AdminSalesChannelsRes } },
    },
    async (request) => ({
      sales_channel: toSalesChannel(await channels.create(adminCtx(request), request.body)),
    }),
  );

  app.get(
    '/admin/sales-channels/:id',
    {
      config: staff('read'),
      schema: { ...one, querystring: z.object({ expand: z.string().optional() }) },
    },
    async (request) => {
      const channel = toSalesChannel(await channels.retrieve(adminCtx(request), request.params.id));
      if (!wantsLocations(request.query.expand)) return { sales_channel: channel };
      const [withLocations] = await deps.withLocations(adminCtx(request), [channel]);
      return { sales_channel: withLocations! };
    },
  );

  app.post(
    '/admin/sales-channels/:id',
    { config: staff('operate'), schema: { ...one, body: AdminPostSalesChannelsSalesChannelReq } },
    async (request) => ({
      sales_channel: toSalesChannel(
        await channels.update(adminCtx(request), request.params.id, request.body),
      ),
    }),
  );

  app.delete(
    '/admin/sales-channels/:id',
    { config: staff('operate'), schema: { params: IdParams, response: { 200: DeleteRes } } },
    async (request) => {
      await channels.delete(adminCtx(request), request.params.id);
      return { id: request.params.id, object: 'sales-channel', deleted: true as const };
    },
  );

  app.post(
    '/admin/sales-channels/:id/products/batch',
    {
      config: staff('operate'),
      schema: { ...one, body: AdminPostSalesChannelsChannelProductsBatchReq },
    },
    async (request) => ({
      sales_channel: toSalesChannel(
        await channels.addProducts(adminCtx(request), request.params.id, request.body.product_ids),
      ),
    }),
  );

  app.delete(
    '/admin/sales-channels/:id/products/batch',
    {
      config: staff('operate'),
      schema: { ...one, body: AdminDeleteSalesChannelsChannelProductsBatchReq },
    },
    async (request) => ({
      sales_channel: toSalesChannel(
        await channels.removeProducts(
          adminCtx(request),
          request.params.id,
          request.body.product_ids,
        ),
      ),
    }),
  );
}
