import {
  AdminDraftOrdersDeleteRes,
  AdminDraftOrdersListRes,
  AdminDraftOrdersRes,
  AdminGetDraftOrdersParams,
  AdminPostDraftOrdersDraftOrderLineItemsItemReq,
  AdminPostDraftOrdersDraftOrderLineItemsReq,
  AdminPostDraftOrdersDraftOrderRegisterPaymentRes,
  AdminPostDraftOrdersDraftOrderReq,
  AdminPostDraftOrdersReq,
  DraftOrderLineParams,
  IdParams,
} from '@storedesk/contract';
import type { FastifyInstance } from 'fastify';
import { staff } from '../../platform/access.js';
import type { AppDeps } from '../../platform/context.js';
import { adminCtx, typed } from '../../platform/http.js';
import type { OutboxDeps } from '../../platform/outbox/outbox.js';
import type { ProviderDeps } from '../../platform/providers/registry.js';
import { createDraftOrders } from './draft-orders.service.js';

/** v1's page of draft orders. */
const V1_DRAFT_ORDERS_PAGE = 50;

/** `/admin/draft-orders` (Medusa v1): reading needs `read`, every change `operate`. */
export async function draftOrdersRoutes(
  instance: FastifyInstance,
  deps: AppDeps & ProviderDeps & OutboxDeps,
): Promise<void> {
  const app = typed(instance);
  const drafts = createDraftOrders(deps);
  const answer = { response: { 200: AdminDraftOrdersRes } };

  app.get(
    '/admin/draft-orders',
    {
      config: staff('read'),
      schema: {
        querystring: AdminGetDraftOrdersParams,
        response: { 200: AdminDraftOrdersListRes },
      },
    },
    async (request) => {
      const limit = request.query.limit ?? V1_DRAFT_ORDERS_PAGE;
      const offset = request.query.offset ?? 0;
      const page = await drafts.list(adminCtx(request).storeId, {
        q: request.query.q,
        limit,
        offset,
      });
      return { ...page, offset, limit };
    },
  );

  app.post(
    '/admin/draft-orders',
    { config: staff('operate'), schema: { body: AdminPostDraftOrdersReq, ...answer } },
    async (request) => ({
      draft_order: await drafts.create(adminCtx(request), request.body),
    }),
  );

  app.get(
    '/admin/draft-orders/:id',
    { config: staff('read'), schema: { params: IdParams, ...answer } },
    async (request) => ({
      draft_order: await drafts.read(adminCtx(request).storeId, request.params.id),
    }),
  );

  app.post(
    '/admin/draft-orders/:id',
    {
      config: staff('operate'),
      schema: { params: IdParams, body: AdminPostDraftOrdersDraftOrderReq, ...answer },
    },
    async (request) => ({
      draft_order: await drafts.update(adminCtx(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/admin/draft-orders/:id',
    {
      config: staff('operate'),
      schema: { params: IdParams, response: { 200: AdminDraftOrdersDeleteRes } },
    },
    async (request) => {
      await drafts.remove(adminCtx(request), request.params.id);
      return { id: request.params.id, object: 'draft-order' as const, deleted: true as const };
    },
  );

  app.post(
    '/admin/draft-orders/:id/line-items',
    {
      config: staff('operate'),
      schema: { params: IdParams, body: AdminPostDraftOrdersDraftOrderLineItemsReq, ...answer },
    },
    async (request) => ({
      draft_order: await drafts.addLineItem(adminCtx(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/admin/draft-orders/:id/line-items/:line_id',
    {
      config: staff('operate'),
      schema: {
        params: DraftOrderLineParams,
        body: AdminPostDraftOrdersDraftOrderLineItemsItemReq,
        ...answer,
      },
    },
    async (request) => ({
      draft_order: await drafts.updateLineItem(
        adminCtx(request),
        request.params.id,
        request.params.line_id,
        request.body,
      ),
    }),
  );

  app.delete(
    '/admin/draft-orders/:id/line-items/:line_id',
    { config: staff('operate'), schema: { params: DraftOrderLineParams, ...answer } },
    async (request) => ({
      draft_order: await drafts.deleteLineItem(
        adminCtx(request),
        request.params.id,
        request.params.line_id,
      ),
    }),
  );

  app.post(
    '/admin/draft-orders/:id/pay',
    {
      config: staff('operate'),
      schema: {
        params: IdParams,
        response: { 200: AdminPostDraftOrdersDraftOrderRegisterPaymentRes },
      },
    },
    async (request) => ({ order: await drafts.pay(adminCtx(request), request.params.id) }),
  );
}
