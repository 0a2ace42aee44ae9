import type { HttpClient } from '../http.js';
import { placeholderCrud } from '../resource.js';

export function adminReservations(http: HttpClient) {
  return placeholderCrud<'reservation', 'reservations'>(http, '/admin/reservations');
}
export type AdminReservationsResource = ReturnType<typeof adminReservations>;
