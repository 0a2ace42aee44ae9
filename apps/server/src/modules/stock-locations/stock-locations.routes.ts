import {
  AdminGetStockLocationParams,
  AdminGetStockLocationsParams,
  AdminPostStockLocationsLocationReq,
  AdminPostStockLocationsReq,
  AdminStockLocationsDeleteRes,
  AdminStockLocationsListRes,
  AdminStockLocationsRes,
  IdParams,
} from '@storedesk/contract';
import type { FastifyInstance } from 'fastify';
import { staff } from '../../platform/access.js';
import type { AppDeps } from '../../platform/context.js';
import { adminCtx, typed } from '../../platform/http.js';
import { listResponse } from '../../platform/list.js';
import { toStockLocation } from './stock-locations.mapper.js';
import {
  createStockLocationsService,
  type LocationWithChannels,
} from './stock-locations.service.js';

const toWire = ({ row, salesChannels }: LocationWithChannels) =>
  toStockLocation(row, salesChannels);

/** `/admin/stock-locations` (Medusa v1 `stockLocationService`). */
export async function stockLocationsRoutes(
  instance: FastifyInstance,
  deps: AppDeps,
): Promise<void> {
  const app = typed(instance);
  const locations = createStockLocationsService(deps);
  const one = {
    params: IdParams,
    querystring: AdminGetStockLocationParams,
    response: { 200: AdminStockLocationsRes },
  };

  app.get(
    '/admin/stock-locations',
    {
      config: staff('read'),
      schema: {
        querystring: AdminGetStockLocationsParams,
        response: { 200: AdminStockLocationsListRes },
      },
    },
    async (request) =>
      listResponse(
        'stock_locations',
        await locations.list(adminCtx(request), request.query),
        toWire,
      ),
  );

  app.post(
    '/admin/stock-locations',
    {
      config: staff('operate'),
      schema: {
        querystring: AdminGetStockLocationParams,
        body: AdminPostStockLocationsReq,
        response: { 200: AdminStockLocationsRes },
      },
    },
    async (request) => ({
      stock_location: toWire(
        await locations.create(adminCtx(request), request.body, request.query.expand),
      ),
    }),
  );

  app.get(
    '/admin/stock-locations/:id',
    { config: staff('read'), schema: one },
    async (request) => ({
      stock_location: toWire(
        await locations.retrieve(adminCtx(request), request.params.id, request.query.expand),
      ),
    }),
  );

  app.post(
    '/admin/stock-locations/:id',
    { config: staff('operate'), schema: { ...one, body: AdminPostStockLocationsLocationReq } },
    async (request) => ({
      stock_location: toWire(
        await locations.update(
          adminCtx(request),
          request.params.id,
          request.body,
          request.query.expand,
        ),
      ),
    }),
  );

  app.delete(
    '/admin/stock-locations/:id',
    {
      config: staff('operate'),
      schema: { params: IdParams, response: { 200: AdminStockLocationsDeleteRes } },
    },
    async (request) => {
      await locations.delete(adminCtx(request), request.params.id);
      return { id: request.params.id, object: 'stock_location' as const, deleted: true as const };
    },
  );
}
