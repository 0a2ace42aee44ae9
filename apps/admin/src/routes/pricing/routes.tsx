import type { RouteObject } from 'react-router';

/**
 * `/a/pricing`: the price lists. Creating one is a child of the list (the wizard opens over it),
 * so it has a URL and its own lazy code.
 */
export const pricingRoutes: RouteObject[] = [
  {
    path: 'pricing',
    children: [
      {
        lazy: () => import('./price-list-list'),
        children: [{ index: true }, { path: 'new', lazy: () => import('./price-list-create') }],
      },
      { path: ':id', lazy: () => import('./price-list-detail') },
    ],
  },
];
