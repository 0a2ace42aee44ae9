import type { RouteObject } from 'react-router';

/**
 * Exchanges (Medusa v1 swaps): the list of the store's exchanges (search, payment and fulfilment
 * status in the URL, saved views). A row opens the exchange's order, where exchanges are
 * registered, settled, fulfilled, shipped and canceled.
 */
export const swapsRoutes: RouteObject[] = [
  {
    path: 'swaps',
    handle: { area: 'swaps' },
    children: [{ path: '', lazy: () => import('./swap-list') }],
  },
];
