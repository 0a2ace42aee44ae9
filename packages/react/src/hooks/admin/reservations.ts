import { adminInventoryItemKeys, adminReservationKeys } from '../../keys.js';
import { crudHooks } from '../crud.js';

// Reservations; every change, creating included, also refreshes the inventory items, whose
// levels count them.

const reservations = crudHooks(adminReservationKeys, (client) => client.admin.reservations, {
  related: (scope) => [adminInventoryItemKeys.all(scope)],
  createRefreshesRelated: true,
});

export const adminReservationsQueryOptions = reservations.listQueryOptions;
export const useAdminReservations = reservations.useList;
export const adminReservationQueryOptions = reservations.detailQueryOptions;
export const useAdminReservation = reservations.useDetail;
export const useAdminCreateReservation = reservations.useCreate;
export const useAdminUpdateReservation = reservations.useUpdate;
export const useAdminDeleteReservation = reservations.useDelete;
