import type { RouteObject } from 'react-router';

/** `/a`: the business at a glance and the store's settings. */
export const homeRoutes: RouteObject[] = [{ index: true, lazy: () => import('./home-dashboard') }];
