import type { RouteObject } from 'react-router';

/**
 * Draft orders: the list (search and pages in the URL) with the create wizard as its child route
 * (`new`), and the draft's page (lines, customer, addresses, shipping, totals, mark as paid,
 * delete).
 */
export const draftOrdersRoutes: RouteObject[] = [
  {
    path: 'draft-orders',
    handle: { area: 'draftOrders' },
    children: [
      {
        path: '',
        lazy: () => import('./draft-order-list'),
        children: [{ path: 'new', lazy: () => import('./draft-order-create') }],
      },
      { path: ':id', lazy: () => import('./draft-order-detail') },
    ],
  },
];
