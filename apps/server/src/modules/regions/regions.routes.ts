import {
  AdminCountriesListRes,
  AdminGetRegionsParams,
  AdminGetRegionsRegionFulfillmentOptionsRes,
  AdminPostRegionsRegionCountriesReq,
  AdminPostRegionsRegionFulfillmentProvidersReq,
  AdminPostRegionsRegionPaymentProvidersReq,
  AdminPostRegionsRegionReq,
  AdminPostRegionsReq,
  AdminRegionsDeleteRes,
  IdParams,
  RegionCountryParams,
  RegionFindParams,
  RegionProviderParams,
  RegionsSelectionListRes,
  RegionsSelectionRes,
  StoreGetRegionsParams,
} from '@storedesk/contract';
import type { FastifyInstance } from 'fastify';
import { STOREFRONT, staff } from '../../platform/access.js';
import type { AppDeps } from '../../platform/context.js';
import { adminCtx, storeCtx, typed } from '../../platform/http.js';
import { listResponse } from '../../platform/list.js';
import type { ProviderDeps } from '../../platform/providers/registry.js';
import { regionSelection, toRegion } from './regions.mapper.js';
import type { RegionRead } from './regions.query.js';
import { createRegionsService } from './regions.service.js';

/**
 * Regions (Medusa v1): `/admin/regions` with their countries and providers, the store API's
 * `/store/regions`, and `/admin/countries` (a Storedesk extra: the admin's country picker).
 */
export async function regionsRoutes(
  instance: FastifyInstance,
  deps: AppDeps & ProviderDeps,
): Promise<void> {
  const app = typed(instance);
  const regions = createRegionsService(deps);
  const full = (read: RegionRead) => ({ region: toRegion(read, deps.providers) });
  const changed = { response: { 200: RegionsSelectionRes } };

  app.get(
    '/admin/regions',
    {
      config: staff('read'),
      schema: { querystring: AdminGetRegionsParams, response: { 200: RegionsSelectionListRes } },
    },
    async (request) => {
      const selection = regionSelection(request.query);
      return listResponse('regions', await regions.list(adminCtx(request), request.query), (read) =>
        toRegion(read, deps.providers, selection),
      );
    },
  );

  app.post(
    '/admin/regions',
    { config: staff('operate'), schema: { body: AdminPostRegionsReq, ...changed } },
    async (request) => full(await regions.create(adminCtx(request), request.body)),
  );

  app.get(
    '/admin/regions/:id',
    {
      config: staff('read'),
      schema: { params: IdParams, querystring: RegionFindParams, ...changed },
    },
    async (request) => {
      const selection = regionSelection(request.query);
      const read = await regions.retrieve(adminCtx(request), request.params.id);
      return { region: toRegion(read, deps.providers, selection) };
    },
  );

  app.post(
    '/admin/regions/:id',
    {
      config: staff('operate'),
      schema: { params: IdParams, body: AdminPostRegionsRegionReq, ...changed },
    },
    async (request) =>
      full(await regions.update(adminCtx(request), request.params.id, request.body)),
  );

  app.delete(
    '/admin/regions/:id',
    {
      config: staff('operate'),
      schema: { params: IdParams, response: { 200: AdminRegionsDeleteRes } },
    },
    async (request) => {
      await regions.delete(adminCtx(request), request.params.id);
      return { id: request.params.id, object: 'region' as const, deleted: true as const };
    },
  );

  app.post(
    '/admin/regions/:id/countries',
    {
      config: staff('operate'),
      schema: { params: IdParams, body: AdminPostRegionsRegionCountriesReq, ...changed },
    },
    async (request) =>
      full(
        await regions.addCountry(adminCtx(request), request.params.id, request.body.country_code),
      ),
  );

  app.delete(
    '/admin/regions/:id/countries/:country_code',
    { config: staff('operate'), schema: { params: RegionCountryParams, ...changed } },
    async (request) =>
      full(
        await regions.removeCountry(
          adminCtx(request),
          request.params.id,
          request.params.country_code,
        ),
      ),
  );

  for (const kind of ['payment', 'fulfillment'] as const) {
    const body =
      kind === 'payment'
        ? AdminPostRegionsRegionPaymentProvidersReq
        : AdminPostRegionsRegionFulfillmentProvidersReq;
    app.post(
      `/admin/regions/:id/${kind}-providers`,
      { config: staff('operate'), schema: { params: IdParams, body, ...changed } },
      async (request) =>
        full(
          await regions.addProvider(
            adminCtx(request),
            request.params.id,
            kind,
            request.body.provider_id,
          ),
        ),
    );
    app.delete(
      `/admin/regions/:id/${kind}-providers/:provider_id`,
      { config: staff('operate'), schema: { params: RegionProviderParams, ...changed } },
      async (request) =>
        full(
          await regions.removeProvider(
            adminCtx(request),
            request.params.id,
            kind,
            request.params.provider_id,
          ),
        ),
    );
  }

  app.get(
    '/admin/regions/:id/fulfillment-options',
    {
      config: staff('read'),
      schema: {
        params: IdParams,
        response: { 200: AdminGetRegionsRegionFulfillmentOptionsRes },
      },
    },
    async (request) => ({
      fulfillment_options: await regions.fulfillmentOptions(adminCtx(request), request.params.id),
    }),
  );

  app.get(
    '/admin/countries',
    { config: staff('read'), schema: { response: { 200: AdminCountriesListRes } } },
    async (request) => ({ countries: await regions.countries(adminCtx(request)) }),
  );

  app.get(
    '/store/regions',
    {
      config: STOREFRONT,
      schema: { querystring: StoreGetRegionsParams, response: { 200: RegionsSelectionListRes } },
    },
    async (request) => {
      const selection = regionSelection(request.query);
      return listResponse(
        'regions',
        await regions.listForStore(storeCtx(request), request.query),
        (read) => toRegion(read, deps.providers, selection),
      );
    },
  );

  app.get(
    '/store/regions/:id',
    {
      config: STOREFRONT,
      schema: { params: IdParams, querystring: RegionFindParams, ...changed },
    },
    async (request) => {
      const selection = regionSelection(request.query);
      const read = await regions.retrieve(storeCtx(request), request.params.id);
      return { region: toRegion(read, deps.providers, selection) };
    },
  );
}
