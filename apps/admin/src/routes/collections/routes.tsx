import type { RouteObject } from 'react-router';

/**
 * Collections: the list (search and pages in the URL) with the create modal as its child route,
 * and the detail page (products, delete) with the edit modal as its child route.
 */
export const collectionsRoutes: RouteObject[] = [
  {
    path: 'collections',
    handle: { area: 'collections' },
    children: [
      {
        path: '',
        lazy: () => import('./collection-list'),
        children: [{ path: 'new', lazy: () => import('./collection-create') }],
      },
      {
        path: ':id',
        lazy: () => import('./collection-detail'),
        children: [{ path: 'edit', lazy: () => import('./collection-edit') }],
      },
    ],
  },
];
