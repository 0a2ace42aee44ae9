import { AdminDashboardRes, AdminGetDashboardParams } from '@storedesk/contract';
import type { FastifyInstance } from 'fastify';
import { staff } from '../../platform/access.js';
import type { AppDeps } from '../../platform/context.js';
import { adminCtx, typed } from '../../platform/http.js';
import { createDashboardService } from './dashboard.service.js';

/**
 * `/admin/dashboard` (Storedesk's own): the home page's figures for a period of days: sales,
 * orders and customers against the period before, a series per day, the best-selling products
 * and the open orders waiting to be fulfilled or captured.
 */
export async function dashboardRoutes(instance: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = typed(instance);
  const dashboard = createDashboardService(deps);

  app.get(
    '/admin/dashboard',
    {
      config: staff('read'),
      schema: { querystring: AdminGetDashboardParams, response: { 200: AdminDashboardRes } },
    },
    async (request) => ({ dashboard: await dashboard.retrieve(adminCtx(request), request.query) }),
  );
}
