import { createBrowserRouter, type RouteObject } from 'react-router';
import { FeatureGate } from '@/features/feature-flags';
import { extensionRegistries } from '@/features/registries';
import { authRoutes, inviteRoutes } from '@/routes/auth/routes';
import { categoriesRoutes } from '@/routes/categories/routes';
import { collectionsRoutes } from '@/routes/collections/routes';
import { comingSoonRoutes } from '@/routes/coming-soon/routes';
import { customersRoutes } from '@/routes/customers/routes';
import { draftOrdersRoutes } from '@/routes/draft-orders/routes';
import { NotFoundPage } from '@/routes/errors/not-found/not-found-page';
import { notFoundRoutes } from '@/routes/errors/routes';
import { ordersRoutes } from '@/routes/orders/routes';
import { homeRoutes } from '@/routes/home/routes';
import { inventoryRoutes } from '@/routes/inventory/routes';
import { pricingRoutes } from '@/routes/pricing/routes';
import { productsRoutes } from '@/routes/products/routes';
import { returnsRoutes } from '@/routes/returns/routes';
import { salesChannelsRoutes } from '@/routes/sales-channels/routes';
import { settingsRoutes } from '@/routes/settings/routes';
import { signupRoutes } from '@/routes/signup/routes';
import { swapsRoutes } from '@/routes/swaps/routes';
import { claimsRoutes } from '@/routes/claims/routes';
import { orderEditsRoutes } from '@/routes/order-edits/routes';
import { AppErrorBoundary, PageErrorBoundary } from '@/shell/route-error-screen';

// Plugin pages from src/extensions: routes under /a and settings pages under /a/settings.
const extensionRoutes: RouteObject[] = extensionRegistries.routes.toRouteObjects();
const extensionSettingsRoutes: RouteObject[] = extensionRegistries.settings.toRouteObjects();

/** Assembles the areas' route objects (base path /app); every screen is loaded lazily. */
export const routes: RouteObject[] = [
  {
    ErrorBoundary: AppErrorBoundary,
    children: [
      ...authRoutes,
      ...signupRoutes,
      {
        // SPEC point 2: the admin area and the invite page sit inside the analytics provider.
        lazy: () => import('@/app/layouts/analytics-scope'),
        children: [
          ...inviteRoutes,
          {
            path: 'a',
            lazy: () => import('@/app/layouts/admin'),
            children: [
              {
                // A failing page keeps the shell around its error.
                ErrorBoundary: PageErrorBoundary,
                children: [
                  ...homeRoutes,
                  ...settingsRoutes(extensionSettingsRoutes),
                  ...ordersRoutes,
                  ...draftOrdersRoutes,
                  ...returnsRoutes,
                  ...swapsRoutes,
                  ...claimsRoutes,
                  ...orderEditsRoutes,
                  ...productsRoutes,
                  ...collectionsRoutes,
                  {
                    // Product categories exist only while the store's flag is on.
                    element: <FeatureGate flag="product_categories" fallback={<NotFoundPage />} />,
                    children: categoriesRoutes,
                  },
                  ...pricingRoutes,
                  ...salesChannelsRoutes,
                  ...inventoryRoutes,
                  ...customersRoutes,
                  ...comingSoonRoutes,
                  ...extensionRoutes,
                  ...notFoundRoutes,
                ],
              },
            ],
          },
        ],
      },
      ...notFoundRoutes,
    ],
  },
];

export const router = createBrowserRouter(routes, { basename: '/app' });
