import {
  AdminDeleteSalesChannelsChannelStockLocationsReq,
  AdminPostSalesChannelsChannelStockLocationsReq,
  AdminSalesChannelsDeleteLocationRes,
  AdminSalesChannelsRes,
  IdParams,
} from '@storedesk/contract';
import type { FastifyInstance } from 'fastify';
import { staff } from '../../platform/access.js';
import type { AppDeps } from '../../platform/context.js';
import { adminCtx, typed } from '../../platform/http.js';
import { createSalesChannelLocationsService } from './channel-locations.js';

/**
 * The stock locations a sales channel sells from (v1 paths under `/admin/sales-channels`):
 * channel-locations.ts.
 */
export async function channelLocationsRoutes(
  instance: FastifyInstance,
  deps: AppDeps,
): Promise<void> {
  const app = typed(instance);
  const locations = createSalesChannelLocationsService(deps);

  app.post(
    '/admin/sales-channels/:id/stock-locations',
    {
      config: staff('operate'),
      schema: {
        params: IdParams,
        body: AdminPostSalesChannelsChannelStockLocationsReq,
        response: { 200: AdminSalesChannelsRes },
      },
    },
    async (request) => ({
      sales_channel: await locations.addLocation(
        adminCtx(request),
        request.params.id,
        request.body.location_id,
      ),
    }),
  );

  app.delete(
    '/admin/sales-channels/:id/stock-locations',
    {
      config: staff('operate'),
      schema: {
        params: IdParams,
        body: AdminDeleteSalesChannelsChannelStockLocationsReq,
        response: { 200: AdminSalesChannelsDeleteLocationRes },
      },
    },
    async (request) => {
      await locations.removeLocation(
        adminCtx(request),
        request.params.id,
        request.body.location_id,
      );
      return { id: request.params.id, object: 'stock-location' as const, deleted: true as const };
    },
  );
}
