import type { RouteObject } from 'react-router';

/** Before login: landing, login and password reset. */
export const authRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./landing') },
  { path: 'login', lazy: () => import('./login') },
  { path: 'reset-password', lazy: () => import('./reset-password') },
];

/** Accepting an invitation (inside the analytics provider, SPEC point 2). */
export const inviteRoutes: RouteObject[] = [{ path: 'invite', lazy: () => import('./invite') }];
