import type { RouteObject } from 'react-router';

/**
 * Products: the list (with its saved views, filters in the URL and bulk actions), the create
 * focus modal and the CSV import as child routes of the list, and the detail page.
 */
export const productsRoutes: RouteObject[] = [
  {
    path: 'products',
    handle: { area: 'products' },
    children: [
      {
        path: '',
        lazy: () => import('./product-list'),
        children: [
          { path: 'new', lazy: () => import('./product-create') },
          { path: 'import', lazy: () => import('./product-import') },
        ],
      },
      { path: ':id', lazy: () => import('./product-detail') },
    ],
  },
];
