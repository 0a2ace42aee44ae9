import type { RouteObject } from 'react-router';

/** `/a`: the store overview. */
export const homeRoutes: RouteObject[] = [{ index: true, lazy: () => import('./store-overview') }];
