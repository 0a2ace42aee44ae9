import {
  AdminGetOrderParams,
  AdminGetOrdersParams,
  AdminOrdersListRes,
  AdminOrdersRes,
  AdminOrderTimelineRes,
  AdminPostOrdersOrderCaptureReq,
  AdminPostOrdersOrderFulfillmentsReq,
  AdminPostOrdersOrderRefundsReq,
  AdminPostOrdersOrderReq,
  AdminPostOrdersOrderShipmentReq,
  IdParams,
  OrderFulfillmentParams,
} from '@storedesk/contract';
import type { FastifyInstance } from 'fastify';
import { staff } from '../../platform/access.js';
import type { AppDeps } from '../../platform/context.js';
import { adminCtx, typed } from '../../platform/http.js';
import { parseOrder } from '../../platform/list.js';
import type { OutboxDeps } from '../../platform/outbox/outbox.js';
import type { ProviderDeps } from '../../platform/providers/registry.js';
import { createOrderAdminReads } from './orders.admin.read.js';
import { adminOrderFilter } from './orders.filter.js';
import { createOrderFulfilment } from './orders.fulfilment.js';
import { createOrderPayments } from './orders.payments.js';
import { orderSelection } from './orders.query.js';
import { createOrderRefunds } from './orders.refunds.js';
import { readTimeline } from './orders.timeline.js';
import { createOrderTransitions } from './orders.transitions.js';

/** v1's admin page of orders. */
const V1_ADMIN_ORDERS_PAGE = 50;
const SORTABLE = ['created_at', 'updated_at', 'display_id', 'total', 'email'] as const;

/**
 * The admin API of orders (Medusa v1 paths and envelopes): reading them, and every change staff
 * make, each route served by the file of its use case (orders.admin.read.ts,
 * orders.timeline.ts, orders.transitions.ts, orders.payments.ts, orders.refunds.ts,
 * orders.fulfilment.ts). Reading needs the `read` permission, changing `operate`.
 */
export async function ordersAdminRoutes(
  instance: FastifyInstance,
  deps: AppDeps & ProviderDeps & OutboxDeps,
): Promise<void> {
  const app = typed(instance);
  const reads = createOrderAdminReads(deps);
  const transitions = createOrderTransitions(deps);
  const payments = createOrderPayments(deps);
  const refunds = createOrderRefunds(deps);
  const fulfilment = createOrderFulfilment(deps);
  const one = {
    params: IdParams,
    querystring: AdminGetOrderParams,
    response: { 200: AdminOrdersRes },
  };

  app.get(
    '/admin/orders',
    {
      config: staff('read'),
      schema: { querystring: AdminGetOrdersParams, response: { 200: AdminOrdersListRes } },
    },
    async (request) => {
      const query = request.query;
      const limit = query.limit ?? V1_ADMIN_ORDERS_PAGE;
      const offset = query.offset ?? 0;
      const order = parseOrder(query.order, SORTABLE, { field: 'created_at', direction: 'desc' });
      const page = await reads.list(
        adminCtx(request).storeId,
        {
          ...adminOrderFilter(query),
          sort: { column: order.field, direction: order.direction },
        },
        { limit, offset },
        orderSelection(query.fields, query.expand),
      );
      return { orders: page.orders, count: page.count, offset, limit };
    },
  );

  app.get('/admin/orders/:id', { config: staff('read'), schema: one }, async (request) => ({
    order: await reads.read(adminCtx(request).storeId, request.params.id),
  }));

  app.get(
    '/admin/orders/:id/timeline',
    {
      config: staff('read'),
      schema: { params: IdParams, response: { 200: AdminOrderTimelineRes } },
    },
    async (request) => ({
      events: await readTimeline(deps.db, adminCtx(request).storeId, request.params.id),
    }),
  );

  app.post(
    '/admin/orders/:id',
    { config: staff('operate'), schema: { ...one, body: AdminPostOrdersOrderReq } },
    async (request) => ({
      order: await transitions.update(adminCtx(request), request.params.id, request.body),
    }),
  );

  for (const action of ['complete', 'archive', 'cancel'] as const) {
    app.post(
      `/admin/orders/:id/${action}`,
      { config: staff('operate'), schema: one },
      async (request) => ({
        order: await transitions[action](adminCtx(request), request.params.id),
      }),
    );
  }

  app.post(
    '/admin/orders/:id/capture',
    { config: staff('operate'), schema: { ...one, body: AdminPostOrdersOrderCaptureReq } },
    async (request) => ({
      order: await payments.capture(adminCtx(request), request.params.id, request.body?.amount),
    }),
  );

  app.post(
    '/admin/orders/:id/refund',
    { config: staff('operate'), schema: { ...one, body: AdminPostOrdersOrderRefundsReq } },
    async (request) => ({
      order: await refunds.refund(adminCtx(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/admin/orders/:id/fulfillment',
    { config: staff('operate'), schema: { ...one, body: AdminPostOrdersOrderFulfillmentsReq } },
    async (request) => ({
      order: await fulfilment.createFulfillment(adminCtx(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/admin/orders/:id/fulfillments/:fulfillment_id/cancel',
    {
      config: staff('operate'),
      schema: {
        params: OrderFulfillmentParams,
        querystring: AdminGetOrderParams,
        response: { 200: AdminOrdersRes },
      },
    },
    async (request) => ({
      order: await fulfilment.cancelFulfillment(
        adminCtx(request),
        request.params.id,
        request.params.fulfillment_id,
      ),
    }),
  );

  app.post(
    '/admin/orders/:id/shipment',
    { config: staff('operate'), schema: { ...one, body: AdminPostOrdersOrderShipmentReq } },
    async (request) => ({
      order: await fulfilment.createShipment(adminCtx(request), request.params.id, request.body),
    }),
  );
}
