import type { RouteObject } from 'react-router';

/** Self-service sign-up (SPEC points 2 and 4): form → plan → hosted checkout → success. */
export const signupRoutes: RouteObject[] = [
  { path: 'sign-up-org', lazy: () => import('./sign-up-org') },
  { path: 'plans', lazy: () => import('./plans') },
  { path: 'checkout', lazy: () => import('./checkout') },
  { path: 'success', lazy: () => import('./success') },
];
