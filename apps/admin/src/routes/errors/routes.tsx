import type { RouteObject } from 'react-router';

/** `*`: any address nothing else answers, at the top level or inside the admin area. */
export const notFoundRoutes: RouteObject[] = [{ path: '*', lazy: () => import('./not-found') }];
