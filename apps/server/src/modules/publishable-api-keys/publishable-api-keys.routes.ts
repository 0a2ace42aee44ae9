import {
  AdminDeletePublishableApiKeySalesChannelsBatchReq,
  AdminGetPublishableApiKeySalesChannelsParams,
  AdminGetPublishableApiKeysParams,
  AdminPostPublishableApiKeySalesChannelsBatchReq,
  AdminPublishableApiKeysListSalesChannelsRes,
  AdminPostPublishableApiKeysReq,
  AdminPublishableApiKeysListRes,
  AdminPublishableApiKeysRes,
  DeleteRes,
  IdParams,
} from '@storedesk/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/context.js';
import { listResponse } from '../../platform/list.js';
import { adminCtx, typed } from '../../platform/http.js';
import { toSalesChannel } from '../sales-channels/sales-channels.mapper.js';
import { toKey } from './publishable-api-keys.mapper.js';
import { createPublishableApiKeysService } from './publishable-api-keys.service.js';
import { staff } from '../../platform/access.js';

export async function publishableApiKeysRoutes(
  instance: FastifyInstance,
  deps: AppDeps,
): Promise<void> {
  const app = typed(instance);
  const keys = createPublishableApiKeysService(deps);
  const one = { params: IdParams, response: { 200: AdminPublishableApiKeysRes } };

  app.get(
    '/admin/publishable-api-keys',
    {
      config: staff('read'),
      schema: {
        querystring: AdminGetPublishableApiKeysParams,
        response: { 200: AdminPublishableApiKeysListRes },
      },
    },
    async (request) =>
      listResponse(
        'publishable_api_keys',
        await keys.list(adminCtx(request), request.query),
        toKey,
      ),
  );

  app.post(
    '/admin/publishable-api-keys',
    {
      config: staff('develop'),
      schema: {
        body: AdminPostPublishableApiKeysReq,
        response: { 200: AdminPublishableApiKeysRes },
      },
    },
    async (request) => ({
      publishable_api_key: toKey(await keys.create(adminCtx(request), request.body)),
    }),
  );

  app.get(
    '/admin/publishable-api-keys/:id',
    { config: staff('read'), schema: one },
    async (request) => ({
      publishable_api_key: toKey(await keys.retrieve(adminCtx(request), request.params.id)),
    }),
  );

  app.post(
    '/admin/publishable-api-keys/:id',
    { config: staff('develop'), schema: { ...one, body: AdminPostPublishableApiKeysReq } },
    async (request) => ({
      publishable_api_key: toKey(
        await keys.update(adminCtx(request), request.params.id, request.body),
      ),
    }),
  );

  app.post(
    '/admin/publishable-api-keys/:id/revoke',
    { config: staff('develop'), schema: one },
    async (request) => ({
      publishable_api_key: toKey(await keys.revoke(adminCtx(request), request.params.id)),
    }),
  );

  app.delete(
    '/admin/publishable-api-keys/:id',
    { config: staff('develop'), schema: { params: IdParams, response: { 200: DeleteRes } } },
    async (request) => {
      await keys.delete(adminCtx(request), request.params.id);
      return { id: request.params.id, object: 'publishable_api_key', deleted: true as const };
    },
  );

  app.get(
    '/admin/publishable-api-keys/:id/sales-channels',
    {
      config: staff('read'),
      schema: {
        params: IdParams,
        querystring: AdminGetPublishableApiKeySalesChannelsParams,
        response: { 200: AdminPublishableApiKeysListSalesChannelsRes },
      },
    },
    async (request) => ({
      sales_channels: (
        await keys.listSalesChannels(adminCtx(request), request.params.id, request.query)
      ).map(toSalesChannel),
    }),
  );

  app.post(
    '/admin/publishable-api-keys/:id/sales-channels/batch',
    {
      config: staff('develop'),
      schema: { ...one, body: AdminPostPublishableApiKeySalesChannelsBatchReq },
    },
    async (request) => ({
      publishable_api_key: toKey(
        await keys.addSalesChannels(
          adminCtx(request),
          request.params.id,
          request.body.sales_channel_ids,
        ),
      ),
    }),
  );

  app.delete(
    '/admin/publishable-api-keys/:id/sales-channels/batch',
    {
      config: staff('develop'),
      schema: { ...one, body: AdminDeletePublishableApiKeySalesChannelsBatchReq },
    },
    async (request) => ({
      publishable_api_key: toKey(
        await keys.removeSalesChannels(
          adminCtx(request),
          request.params.id,
          request.body.sales_channel_ids,
        ),
      ),
    }),
  );
}
