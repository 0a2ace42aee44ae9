import {
  AdminGetInventoryAdjustmentsParams,
  AdminGetInventoryItemParams,
  AdminGetInventoryItemsItemLocationLevelsParams,
  AdminGetInventoryItemsParams,
  AdminGetReservationsParams,
  AdminGetVariantsVariantInventoryRes,
  AdminInventoryAdjustmentsListRes,
  AdminInventoryItemsDeleteRes,
  AdminInventoryItemsListRes,
  AdminInventoryItemsLocationLevelsRes,
  AdminInventoryItemsRes,
  AdminPostInventoryItemsInventoryItemReq,
  AdminPostInventoryItemsItemLocationLevelsLevelAdjustReq,
  AdminPostInventoryItemsItemLocationLevelsLevelReq,
  AdminPostInventoryItemsItemLocationLevelsReq,
  AdminPostInventoryItemsReq,
  AdminPostReservationsReq,
  AdminPostReservationsReservationReq,
  AdminReservationsDeleteRes,
  AdminReservationsListRes,
  AdminReservationsRes,
  IdParams,
} from '@storedesk/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { staff } from '../../platform/access.js';
import type { AppDeps } from '../../platform/context.js';
import { adminCtx, typed } from '../../platform/http.js';
import { listResponse } from '../../platform/list.js';
import { createInventoryAdjustmentsService } from './inventory.adjustments.js';
import { createInventoryItemsService } from './inventory.items.js';
import { createInventoryLevelsService } from './inventory.levels.js';
import { createReservationsService } from './inventory.reservations.js';
import { createVariantInventoryService } from './inventory.variants.js';

const LevelParams = z.object({ id: z.string().min(1), location_id: z.string().min(1) });

/**
 * Inventory (Medusa v1 `inventoryService`): `/admin/inventory-items` with their levels per
 * location, `/admin/reservations`, and `GET /admin/variants/:id/inventory`. Ours besides v1:
 * `.../location-levels/:location_id/adjust` and `/admin/inventory-items/:id/adjustments`.
 */
export async function inventoryRoutes(instance: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = typed(instance);
  const items = createInventoryItemsService(deps);
  const levels = createInventoryLevelsService(deps);
  const adjustments = createInventoryAdjustmentsService(deps);
  const variants = createVariantInventoryService(deps);
  const reservations = createReservationsService(deps);
  const itemRes = { response: { 200: AdminInventoryItemsRes } };

  // ---- items: inventory.items.ts -------------------------------------------------------------

  app.get(
    '/admin/inventory-items',
    {
      config: staff('read'),
      schema: {
        querystring: AdminGetInventoryItemsParams,
        response: { 200: AdminInventoryItemsListRes },
      },
    },
    async (request) =>
      listResponse('inventory_items', await items.list(adminCtx(request), request.query)),
  );

  app.post(
    '/admin/inventory-items',
    {
      config: staff('operate'),
      schema: {
        querystring: AdminGetInventoryItemParams,
        body: AdminPostInventoryItemsReq,
        ...itemRes,
      },
    },
    async (request) => ({
      inventory_item: await items.create(adminCtx(request), request.body),
    }),
  );

  app.get(
    '/admin/inventory-items/:id',
    {
      config: staff('read'),
      schema: { params: IdParams, querystring: AdminGetInventoryItemParams, ...itemRes },
    },
    async (request) => ({
      inventory_item: await items.retrieve(adminCtx(request), request.params.id),
    }),
  );

  app.post(
    '/admin/inventory-items/:id',
    {
      config: staff('operate'),
      schema: {
        params: IdParams,
        querystring: AdminGetInventoryItemParams,
        body: AdminPostInventoryItemsInventoryItemReq,
        ...itemRes,
      },
    },
    async (request) => ({
      inventory_item: await items.update(adminCtx(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/admin/inventory-items/:id',
    {
      config: staff('operate'),
      schema: { params: IdParams, response: { 200: AdminInventoryItemsDeleteRes } },
    },
    async (request) => {
      await items.delete(adminCtx(request), request.params.id);
      return { id: request.params.id, object: 'inventory_item' as const, deleted: true as const };
    },
  );

  // ---- levels: inventory.levels.ts -----------------------------------------------------------

  app.get(
    '/admin/inventory-items/:id/location-levels',
    {
      config: staff('read'),
      schema: {
        params: IdParams,
        querystring: AdminGetInventoryItemsItemLocationLevelsParams,
        response: { 200: AdminInventoryItemsLocationLevelsRes },
      },
    },
    async (request) => ({
      inventory_item: await levels.list(
        adminCtx(request),
        request.params.id,
        request.query.location_id,
      ),
    }),
  );

  app.post(
    '/admin/inventory-items/:id/location-levels',
    {
      config: staff('operate'),
      schema: {
        params: IdParams,
        querystring: AdminGetInventoryItemParams,
        body: AdminPostInventoryItemsItemLocationLevelsReq,
        ...itemRes,
      },
    },
    async (request) => ({
      inventory_item: await levels.create(adminCtx(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/admin/inventory-items/:id/location-levels/:location_id',
    {
      config: staff('operate'),
      schema: {
        params: LevelParams,
        querystring: AdminGetInventoryItemParams,
        body: AdminPostInventoryItemsItemLocationLevelsLevelReq,
        ...itemRes,
      },
    },
    async (request) => ({
      inventory_item: await levels.update(
        adminCtx(request),
        request.params.id,
        request.params.location_id,
        request.body,
      ),
    }),
  );

  app.delete(
    '/admin/inventory-items/:id/location-levels/:location_id',
    { config: staff('operate'), schema: { params: LevelParams, ...itemRes } },
    async (request) => ({
      inventory_item: await levels.delete(
        adminCtx(request),
        request.params.id,
        request.params.location_id,
      ),
    }),
  );

  // ---- adjustments by hand, with their history: inventory.adjustments.ts ---------------------

  app.post(
    '/admin/inventory-items/:id/location-levels/:location_id/adjust',
    {
      config: staff('operate'),
      schema: {
        params: LevelParams,
        body: AdminPostInventoryItemsItemLocationLevelsLevelAdjustReq,
        ...itemRes,
      },
    },
    async (request) => ({
      inventory_item: await adjustments.adjust(
        adminCtx(request),
        request.params.id,
        request.params.location_id,
        request.body,
      ),
    }),
  );

  app.get(
    '/admin/inventory-items/:id/adjustments',
    {
      config: staff('read'),
      schema: {
        params: IdParams,
        querystring: AdminGetInventoryAdjustmentsParams,
        response: { 200: AdminInventoryAdjustmentsListRes },
      },
    },
    async (request) =>
      listResponse(
        'adjustments',
        await adjustments.list(adminCtx(request), request.params.id, request.query),
      ),
  );

  // ---- a variant's inventory: inventory.variants.ts ------------------------------------------

  app.get(
    '/admin/variants/:id/inventory',
    {
      config: staff('read'),
      schema: { params: IdParams, response: { 200: AdminGetVariantsVariantInventoryRes } },
    },
    async (request) => ({
      variant: await variants.retrieve(adminCtx(request), request.params.id),
    }),
  );

  // ---- reservations: inventory.reservations.ts -----------------------------------------------

  const reservationRes = { response: { 200: AdminReservationsRes } };

  app.get(
    '/admin/reservations',
    {
      config: staff('read'),
      schema: {
        querystring: AdminGetReservationsParams,
        response: { 200: AdminReservationsListRes },
      },
    },
    async (request) =>
      listResponse('reservations', await reservations.list(adminCtx(request), request.query)),
  );

  app.post(
    '/admin/reservations',
    { config: staff('operate'), schema: { body: AdminPostReservationsReq, ...reservationRes } },
    async (request) => ({
      reservation: await reservations.create(adminCtx(request), request.body),
    }),
  );

  app.get(
    '/admin/reservations/:id',
    {
      config: staff('read'),
      schema: { params: IdParams, querystring: AdminGetInventoryItemParams, ...reservationRes },
    },
    async (request) => ({
      reservation: await reservations.retrieve(
        adminCtx(request),
        request.params.id,
        request.query.expand,
      ),
    }),
  );

  app.post(
    '/admin/reservations/:id',
    {
      config: staff('operate'),
      schema: { params: IdParams, body: AdminPostReservationsReservationReq, ...reservationRes },
    },
    async (request) => ({
      reservation: await reservations.update(adminCtx(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/admin/reservations/:id',
    {
      config: staff('operate'),
      schema: { params: IdParams, response: { 200: AdminReservationsDeleteRes } },
    },
    async (request) => {
      await reservations.delete(adminCtx(request), request.params.id);
      return { id: request.params.id, object: 'reservation' as const, deleted: true as const };
    },
  );
}
