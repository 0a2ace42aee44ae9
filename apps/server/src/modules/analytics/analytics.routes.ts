import { AdminAnalyticsConfigRes, AdminPostAnalyticsConfigReq } from '@storedesk/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/context.js';
import { adminCtx, typed } from '../../platform/http.js';
import { toConfig } from './analytics.mapper.js';
import { createAnalyticsService } from './analytics.service.js';
import { staff } from '../../platform/access.js';

/** The signed-in user's usage-analytics config (SPEC point 7). */
export async function analyticsRoutes(instance: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = typed(instance);
  const analytics = createAnalyticsService(deps);
  const schema = { body: AdminPostAnalyticsConfigReq, response: { 200: AdminAnalyticsConfigRes } };

  app.get(
    '/admin/analytics-configs',
    { config: staff('read'), schema: { response: { 200: AdminAnalyticsConfigRes } } },
    async (request) => ({
      analytics_config: toConfig(await analytics.retrieve(adminCtx(request))),
    }),
  );
  app.post('/admin/analytics-configs', { config: staff('read'), schema }, async (request) => ({
    analytics_config: toConfig(await analytics.create(adminCtx(request), request.body)),
  }));
  app.post(
    '/admin/analytics-configs/update',
    { config: staff('read'), schema },
    async (request) => ({
      analytics_config: toConfig(await analytics.update(adminCtx(request), request.body)),
    }),
  );
}
