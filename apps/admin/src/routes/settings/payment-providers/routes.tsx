import type { RouteObject } from 'react-router';

/** `/a/settings/payment-providers`: the providers, and the store's keys for those that need them. */
export const paymentProvidersRoute: RouteObject = {
  path: 'payment-providers',
  lazy: () => import('./payment-providers-page'),
};
