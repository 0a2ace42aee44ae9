import { redirect, type RouteObject } from 'react-router';
import { FeatureGate } from '@/features/feature-flags';
import { NotFoundPage } from '@/routes/errors/not-found/not-found-page';
import { locationsRoute } from './locations/routes';
import { paymentProvidersRoute } from './payment-providers/routes';
import { regionsRoute } from './regions/routes';
import { returnReasonsRoute } from './return-reasons/routes';
import { shippingRoute } from './shipping/routes';
import { taxRatesRoute } from './taxes/routes';

/**
 * `/a/settings`: the overview of cards and the built-in settings pages. `extra` are the plugin
 * registry's settings pages (children of `/a/settings`).
 */
export function settingsRoutes(extra: RouteObject[] = []): RouteObject[] {
  return [
    {
      path: 'settings',
      children: [
        { index: true, lazy: () => import('./settings-overview') },
        { path: 'store-details', lazy: () => import('./store-details') },
        { path: 'personal-information', lazy: () => import('./personal-information') },
        { path: 'billing', lazy: () => import('./billing') },
        { path: 'users', lazy: () => import('./users') },
        { path: 'publishable-api-keys', lazy: () => import('./publishable-api-keys') },
        { path: 'currencies', lazy: () => import('./currencies') },
        regionsRoute,
        paymentProvidersRoute,
        taxRatesRoute,
        shippingRoute,
        returnReasonsRoute,
        {
          // Stock locations exist only while the store has the stock-location module.
          element: <FeatureGate flag="stockLocationService" fallback={<NotFoundPage />} />,
          children: [locationsRoute],
        },
        ...extra,
      ],
    },
    // The core path of the keys page (SPEC point 2) leads to where the page lives.
    { path: 'publishable-api-keys', loader: () => redirect('/a/settings/publishable-api-keys') },
  ];
}
