import {
  adminInventoryItemKeys,
  adminProductKeys,
  adminReservationKeys,
  adminVariantKeys,
} from '../../keys.js';
import { crudHooks } from '../crud.js';

// Reservations; every change, creating included, also refreshes the inventory items, whose
// levels count them, and the variants and products, whose inventory_quantity does.

const reservations = crudHooks(adminReservationKeys, (client) => client.admin.reservations, {
  related: (scope) => [
    adminInventoryItemKeys.all(scope),
    adminVariantKeys.all(scope),
    adminProductKeys.all(scope),
  ],
  createRefreshesRelated: true,
});

export const adminReservationsQueryOptions = reservations.listQueryOptions;
export const useAdminReservations = reservations.useList;
export const adminReservationQueryOptions = reservations.detailQueryOptions;
export const useAdminReservation = reservations.useDetail;
export const useAdminCreateReservation = reservations.useCreate;
export const useAdminUpdateReservation = reservations.useUpdate;
export const useAdminDeleteReservation = reservations.useDelete;
