import type { RouteObject } from 'react-router';

/**
 * Orders: the list (saved views, filters in the URL, export) and the detail page, with the edit
 * of the order's email and shipping address as its child route.
 */
export const ordersRoutes: RouteObject[] = [
  {
    path: 'orders',
    handle: { area: 'orders' },
    children: [
      { path: '', lazy: () => import('./order-list') },
      {
        path: ':id',
        lazy: () => import('./order-detail'),
        children: [{ path: 'edit', lazy: () => import('./order-edit') }],
      },
    ],
  },
];
