import { createBrowserRouter, redirect } from 'react-router';

/** Assembles the route objects; every screen is loaded lazily. */
export const router = createBrowserRouter(
  [
    { path: '/', loader: () => redirect('/login') },
    { path: '/login', lazy: () => import('@/routes/login') },
    {
      lazy: () => import('@/app/layouts/authenticated'),
      children: [{ path: '/a', lazy: () => import('@/routes/home') }],
    },
    { path: '*', lazy: () => import('@/routes/not-found') },
  ],
  { basename: '/app' },
);
