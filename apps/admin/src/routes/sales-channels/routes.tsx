import type { RouteObject } from 'react-router';

/**
 * `/a/sales-channels`: the store's sales channels. Create is a child of the list and edit a child
 * of the detail (both full-screen editors over their page), so each has a URL and lazy code.
 */
export const salesChannelsRoutes: RouteObject[] = [
  {
    path: 'sales-channels',
    children: [
      {
        lazy: () => import('./sales-channel-list'),
        children: [{ index: true }, { path: 'new', lazy: () => import('./sales-channel-create') }],
      },
      {
        path: ':id',
        lazy: () => import('./sales-channel-detail'),
        children: [{ index: true }, { path: 'edit', lazy: () => import('./sales-channel-edit') }],
      },
    ],
  },
];
