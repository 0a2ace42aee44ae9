import type { RouteObject } from 'react-router';

/**
 * `/a/settings/regions`: the store's regions. Create is a child of the list and edit a child of
 * the detail (both full-screen editors over their page), so each has a URL and lazy code.
 */
export const regionsRoute: RouteObject = {
  path: 'regions',
  children: [
    {
      lazy: () => import('./region-list'),
      children: [{ index: true }, { path: 'new', lazy: () => import('./region-create') }],
    },
    {
      path: ':id',
      lazy: () => import('./region-detail'),
      children: [{ index: true }, { path: 'edit', lazy: () => import('./region-edit') }],
    },
  ],
};
