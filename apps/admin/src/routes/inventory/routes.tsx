import type { RouteObject } from 'react-router';
import { FeatureGate } from '@/features/feature-flags';
import { NotFoundPage } from '@/routes/errors/not-found/not-found-page';

/**
 * `/a/inventory`: items with their stock per location, and `/a/inventory/reservations`. The
 * item editor is a child of the item's page and the reservation editors children of their list,
 * so each has a URL and lazy code. The area exists while the store has the inventory module.
 */
export const inventoryRoutes: RouteObject[] = [
  {
    element: <FeatureGate flag="inventoryService" fallback={<NotFoundPage />} />,
    children: [
      {
        path: 'inventory',
        children: [
          { index: true, lazy: () => import('./item-list') },
          {
            path: 'reservations',
            lazy: () => import('./reservation-list'),
            children: [
              { index: true },
              { path: 'new', lazy: () => import('./reservation-create') },
              { path: ':reservationId/edit', lazy: () => import('./reservation-edit') },
            ],
          },
          {
            path: ':id',
            lazy: () => import('./item-detail'),
            children: [{ index: true }, { path: 'edit', lazy: () => import('./item-edit') }],
          },
        ],
      },
    ],
  },
];
