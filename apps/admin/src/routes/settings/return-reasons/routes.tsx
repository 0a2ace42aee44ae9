import type { RouteObject } from 'react-router';

/**
 * `/a/settings/return-reasons`: the store's return reasons, grouped. Adding and editing one are
 * children of the page (modals over it), so each has a URL; `new?parent=` adds one to a group.
 */
export const returnReasonsRoute: RouteObject = {
  path: 'return-reasons',
  lazy: () => import('./return-reasons-page'),
  children: [
    { index: true },
    { path: 'new', lazy: () => import('./reason-create') },
    { path: ':id/edit', lazy: () => import('./reason-edit') },
  ],
};
