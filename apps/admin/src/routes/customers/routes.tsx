import type { RouteObject } from 'react-router';

/**
 * Customers: the list (search, filters and pages in the URL) and the customer's page (details,
 * orders, addresses) with the edit modal as its child route. Customer groups
 * (`customers/groups`) are not built yet: their static path outranks `:id`.
 */
export const customersRoutes: RouteObject[] = [
  {
    path: 'customers',
    handle: { area: 'customers' },
    children: [
      { path: '', lazy: () => import('./customer-list') },
      {
        path: ':id',
        lazy: () => import('./customer-detail'),
        children: [{ path: 'edit', lazy: () => import('./customer-edit') }],
      },
    ],
  },
];
