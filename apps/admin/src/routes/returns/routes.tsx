import type { RouteObject } from 'react-router';

/**
 * Returns: the list of the store's returns (search and status in the URL, saved views). A row
 * opens the return's order, where returns are asked for, received and canceled.
 */
export const returnsRoutes: RouteObject[] = [
  {
    path: 'returns',
    handle: { area: 'returns' },
    children: [{ path: '', lazy: () => import('./return-list') }],
  },
];
