import type {
  AdminGetReservationsParams,
  AdminPostReservationsReq,
  AdminPostReservationsReservationReq,
  AdminReservationsListRes,
  AdminReservationsRes,
} from '@storedesk/contract';
import type { HttpClient } from '../http.js';
import { crud } from '../resource.js';

/** Reservations: stock held for an order line or by hand. */
export function adminReservations(http: HttpClient) {
  return crud<{
    res: AdminReservationsRes;
    listRes: AdminReservationsListRes;
    createReq: AdminPostReservationsReq;
    updateReq: AdminPostReservationsReservationReq;
    listQuery: AdminGetReservationsParams;
  }>(http, '/admin/reservations');
}
export type AdminReservationsResource = ReturnType<typeof adminReservations>;
