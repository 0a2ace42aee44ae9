import type { RouteObject } from 'react-router';

/**
 * `/a/settings/locations`: the store's stock locations. Create is a child of the list and edit a
 * child of the detail (both full-screen editors over their page), so each has a URL and lazy code.
 */
export const locationsRoute: RouteObject = {
  path: 'locations',
  children: [
    {
      lazy: () => import('./location-list'),
      children: [{ index: true }, { path: 'new', lazy: () => import('./location-create') }],
    },
    {
      path: ':id',
      lazy: () => import('./location-detail'),
      children: [{ index: true }, { path: 'edit', lazy: () => import('./location-edit') }],
    },
  ],
};
