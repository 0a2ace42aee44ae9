import type { RouteObject } from 'react-router';

/**
 * `/a/settings/tax-rates`: a region's default rate and its overrides. Creating and editing an
 * override and the default rate are children of the page (modals over it), so each has a URL.
 */
export const taxRatesRoute: RouteObject = {
  path: 'tax-rates',
  lazy: () => import('./tax-rates-page'),
  children: [
    { index: true },
    { path: 'new', lazy: () => import('./tax-rate-create') },
    { path: 'default', lazy: () => import('./default-rate-edit') },
    { path: ':id/edit', lazy: () => import('./tax-rate-edit') },
  ],
};
