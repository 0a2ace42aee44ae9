import type { RouteObject } from 'react-router';

/**
 * Order edits (Medusa v1): the list of the store's edits (search of the internal notes in the
 * URL, saved views). A row opens the edit's order, where edits are made, sent, confirmed and
 * canceled.
 */
export const orderEditsRoutes: RouteObject[] = [
  {
    path: 'order-edits',
    handle: { area: 'orderEdits' },
    children: [{ path: '', lazy: () => import('./order-edit-list') }],
  },
];
