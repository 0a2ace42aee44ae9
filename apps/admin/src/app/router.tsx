import { createBrowserRouter } from 'react-router';

/** Assembles the route objects; every screen is loaded lazily. */
export const router = createBrowserRouter(
  [
    { path: '/', lazy: () => import('@/routes/landing') },
    { path: '/login', lazy: () => import('@/routes/login') },
    { path: '/invite', lazy: () => import('@/routes/invite') },
    { path: '/reset-password', lazy: () => import('@/routes/reset-password') },
    // Self-service sign-up (SPEC points 2 and 4): form → plan → hosted checkout → success.
    { path: '/sign-up-org', lazy: () => import('@/routes/sign-up-org') },
    { path: '/plans', lazy: () => import('@/routes/plans') },
    { path: '/checkout', lazy: () => import('@/routes/checkout') },
    { path: '/success', lazy: () => import('@/routes/success') },
    {
      lazy: () => import('@/app/layouts/authenticated'),
      children: [
        { path: '/a', lazy: () => import('@/routes/home') },
        { path: '/a/settings/billing', lazy: () => import('@/routes/settings-billing') },
      ],
    },
    { path: '*', lazy: () => import('@/routes/not-found') },
  ],
  { basename: '/app' },
);
