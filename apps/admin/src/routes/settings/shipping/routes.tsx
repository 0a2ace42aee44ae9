import type { RouteObject } from 'react-router';

/**
 * `/a/settings/shipping`: a region's shipping and return options and the store's profiles.
 * Option and profile forms are children (modals over their page), so each has a URL; a
 * profile has its own page for its products.
 */
export const shippingRoute: RouteObject = {
  path: 'shipping',
  children: [
    {
      lazy: () => import('./shipping-page'),
      children: [
        { index: true },
        { path: 'options/new', lazy: () => import('./option-create') },
        { path: 'options/:id/edit', lazy: () => import('./option-edit') },
        { path: 'profiles/new', lazy: () => import('./profile-create') },
      ],
    },
    {
      path: 'profiles/:id',
      lazy: () => import('./profile-detail'),
      children: [{ index: true }, { path: 'edit', lazy: () => import('./profile-edit') }],
    },
  ],
};
