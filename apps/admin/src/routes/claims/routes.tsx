import type { RouteObject } from 'react-router';

/**
 * Claims (Medusa v1 claim orders): the list of the store's claims (search, type, payment and
 * fulfilment status in the URL, saved views). A row opens the claim's order, where claims are
 * registered, fulfilled, shipped, received and canceled.
 */
export const claimsRoutes: RouteObject[] = [
  {
    path: 'claims',
    handle: { area: 'claims' },
    children: [{ path: '', lazy: () => import('./claim-list') }],
  },
];
