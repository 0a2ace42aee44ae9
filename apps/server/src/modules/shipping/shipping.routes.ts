import {
  AdminGetShippingOptionsParams,
  AdminGetShippingProfileParams,
  AdminPostShippingOptionsOptionReq,
  AdminPostShippingOptionsReq,
  AdminPostShippingProfilesProfileReq,
  AdminPostShippingProfilesReq,
  AdminShippingOptionsListRes,
  AdminShippingOptionsRes,
  AdminShippingProfilesListRes,
  AdminShippingProfilesRes,
  DeleteRes,
  IdParams,
  StoreGetShippingOptionsParams,
  StoreShippingOptionsListRes,
  type ShippingProfile,
} from '@storedesk/contract';
import type { FastifyInstance } from 'fastify';
import { STOREFRONT, staff } from '../../platform/access.js';
import type { AppDeps } from '../../platform/context.js';
import { adminCtx, storeCtx, typed } from '../../platform/http.js';
import { listResponse } from '../../platform/list.js';
import type { ProviderDeps } from '../../platform/providers/registry.js';
import { toProductSummary } from '../products/products.mapper.js';
import {
  createShippingOptionsService,
  type ShippingOptionView,
} from './shipping-options.service.js';
import {
  createShippingProfilesService,
  readProfileExpand,
  type ShippingProfileView,
} from './shipping-profiles.service.js';
import {
  toShippingOption,
  toShippingOptionBase,
  toShippingProfileBase,
} from './shipping.mapper.js';

/** The admin answer of an option: with its profile and region. */
const adminOption = (view: ShippingOptionView) => toShippingOption(view.row, view);
/** The store answer of an option: its requirements and price, not its profile or region. */
const storeOption = (view: ShippingOptionView) =>
  toShippingOption(view.row, { requirements: view.requirements, pricing: view.pricing });

function toProfile(view: ShippingProfileView): ShippingProfile {
  return {
    ...toShippingProfileBase(view.row),
    shipping_options: view.shippingOptions.map(toShippingOptionBase),
    ...(view.products && { products: view.products.map(toProductSummary) }),
  };
}

export async function shippingRoutes(
  instance: FastifyInstance,
  deps: AppDeps & ProviderDeps,
): Promise<void> {
  const app = typed(instance);
  const options = createShippingOptionsService(deps);
  const profiles = createShippingProfilesService(deps);

  // ---- profiles ------------------------------------------------------------------------------

  app.get(
    '/admin/shipping-profiles',
    { config: staff('read'), schema: { response: { 200: AdminShippingProfilesListRes } } },
    async (request) => ({
      shipping_profiles: (await profiles.list(adminCtx(request))).map(toShippingProfileBase),
    }),
  );

  app.post(
    '/admin/shipping-profiles',
    {
      config: staff('operate'),
      schema: { body: AdminPostShippingProfilesReq, response: { 200: AdminShippingProfilesRes } },
    },
    async (request) => ({
      shipping_profile: toProfile(await profiles.create(adminCtx(request), request.body)),
    }),
  );

  app.get(
    '/admin/shipping-profiles/:id',
    {
      config: staff('read'),
      schema: {
        params: IdParams,
        querystring: AdminGetShippingProfileParams,
        response: { 200: AdminShippingProfilesRes },
      },
    },
    async (request) => {
      const expand = readProfileExpand(request.query.expand);
      return {
        shipping_profile: toProfile(
          await profiles.retrieve(adminCtx(request), request.params.id, expand.products),
        ),
      };
    },
  );

  app.post(
    '/admin/shipping-profiles/:id',
    {
      config: staff('operate'),
      schema: {
        params: IdParams,
        querystring: AdminGetShippingProfileParams,
        body: AdminPostShippingProfilesProfileReq,
        response: { 200: AdminShippingProfilesRes },
      },
    },
    async (request) => {
      const expand = readProfileExpand(request.query.expand);
      return {
        shipping_profile: toProfile(
          await profiles.update(
            adminCtx(request),
            request.params.id,
            request.body,
            expand.products,
          ),
        ),
      };
    },
  );

  app.delete(
    '/admin/shipping-profiles/:id',
    { config: staff('operate'), schema: { params: IdParams, response: { 200: DeleteRes } } },
    async (request) => {
      await profiles.delete(adminCtx(request), request.params.id);
      return { id: request.params.id, object: 'shipping_profile', deleted: true as const };
    },
  );

  // ---- options -------------------------------------------------------------------------------

  const oneOption = { params: IdParams, response: { 200: AdminShippingOptionsRes } };

  app.get(
    '/admin/shipping-options',
    {
      config: staff('read'),
      schema: {
        querystring: AdminGetShippingOptionsParams,
        response: { 200: AdminShippingOptionsListRes },
      },
    },
    async (request) =>
      listResponse(
        'shipping_options',
        await options.list(adminCtx(request), request.query),
        adminOption,
      ),
  );

  app.post(
    '/admin/shipping-options',
    {
      config: staff('operate'),
      schema: { body: AdminPostShippingOptionsReq, response: { 200: AdminShippingOptionsRes } },
    },
    async (request) => ({
      shipping_option: adminOption(await options.create(adminCtx(request), request.body)),
    }),
  );

  app.get(
    '/admin/shipping-options/:id',
    { config: staff('read'), schema: oneOption },
    async (request) => ({
      shipping_option: adminOption(await options.retrieve(adminCtx(request), request.params.id)),
    }),
  );

  app.post(
    '/admin/shipping-options/:id',
    {
      config: staff('operate'),
      schema: { ...oneOption, body: AdminPostShippingOptionsOptionReq },
    },
    async (request) => ({
      shipping_option: adminOption(
        await options.update(adminCtx(request), request.params.id, request.body),
      ),
    }),
  );

  app.delete(
    '/admin/shipping-options/:id',
    { config: staff('operate'), schema: { params: IdParams, response: { 200: DeleteRes } } },
    async (request) => {
      await options.delete(adminCtx(request), request.params.id);
      return { id: request.params.id, object: 'shipping-option', deleted: true as const };
    },
  );

  // ---- store ---------------------------------------------------------------------------------

  app.get(
    '/store/shipping-options',
    {
      config: STOREFRONT,
      schema: {
        querystring: StoreGetShippingOptionsParams,
        response: { 200: StoreShippingOptionsListRes },
      },
    },
    async (request) => ({
      shipping_options: (await options.listForStore(storeCtx(request), request.query)).map(
        storeOption,
      ),
    }),
  );

  // GET /store/shipping-options/:cart_id, the options of a cart, is the carts module's.
}
