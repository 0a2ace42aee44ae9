import {
  AdminGetSavedViewsParams,
  AdminPostSavedViewsReq,
  AdminSavedViewsDeleteRes,
  AdminSavedViewsListRes,
  AdminSavedViewsRes,
  IdParams,
} from '@storedesk/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/context.js';
import { adminCtx, typed } from '../../platform/http.js';
import { toView } from './saved-views.mapper.js';
import { createSavedViewsService } from './saved-views.service.js';
import { staff } from '../../platform/access.js';

/** `/admin/views`: the signed-in user's saved list views (list, create, delete). */
export async function savedViewsRoutes(instance: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = typed(instance);
  const views = createSavedViewsService(deps);

  app.get(
    '/admin/views',
    {
      config: staff('read'),
      schema: {
        querystring: AdminGetSavedViewsParams,
        response: { 200: AdminSavedViewsListRes },
      },
    },
    async (request) => ({
      views: (await views.list(adminCtx(request), request.query.resource)).map(toView),
    }),
  );

  app.post(
    '/admin/views',
    {
      config: staff('operate'),
      schema: { body: AdminPostSavedViewsReq, response: { 200: AdminSavedViewsRes } },
    },
    async (request) => ({ view: toView(await views.create(adminCtx(request), request.body)) }),
  );

  app.delete(
    '/admin/views/:id',
    {
      config: staff('operate'),
      schema: { params: IdParams, response: { 200: AdminSavedViewsDeleteRes } },
    },
    async (request) => {
      await views.delete(adminCtx(request), request.params.id);
      return { id: request.params.id, object: 'view' as const, deleted: true as const };
    },
  );
}
