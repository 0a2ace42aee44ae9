import type { RouteObject } from 'react-router';

/**
 * Product categories: the tree (drag and drop, keyboard moves) with the create modal as its
 * child route, and a category's page (details, products, delete) with the edit modal.
 */
export const categoriesRoutes: RouteObject[] = [
  {
    path: 'product-categories',
    handle: { area: 'categories' },
    children: [
      {
        path: '',
        lazy: () => import('./category-list'),
        children: [{ path: 'new', lazy: () => import('./category-create') }],
      },
      {
        path: ':id',
        lazy: () => import('./category-detail'),
        children: [{ path: 'edit', lazy: () => import('./category-edit') }],
      },
    ],
  },
];
