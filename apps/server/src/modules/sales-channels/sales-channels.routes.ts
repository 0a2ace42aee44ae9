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
} from '@storedesk/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/context.js';
import { listResponse } from '../../platform/list.js';
import { adminCtx, typed } from '../../platform/http.js';
import { toSalesChannel } from './sales-channels.mapper.js';
import { createSalesChannelsService } from './sales-channels.service.js';
import { staff } from '../../platform/access.js';

export async function salesChannelsRoutes(instance: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = typed(instance);
  const channels = createSalesChannelsService(deps);
  const one = { params: IdParams, response: { 200: AdminSalesChannelsRes } };

  app.get(
    '/admin/sales-channels',
    {
      config: staff('read'),
      schema: {
        querystring: AdminGetSalesChannelsParams,
        response: { 200: AdminSalesChannelsListRes },
      },
    },
    async (request) =>
      listResponse(
        'sales_channels',
        await channels.list(adminCtx(request), request.query),
        toSalesChannel,
      ),
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

  app.get('/admin/sales-channels/:id', { config: staff('read'), schema: one }, async (request) => ({
    sales_channel: toSalesChannel(await channels.retrieve(adminCtx(request), request.params.id)),
  }));

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
