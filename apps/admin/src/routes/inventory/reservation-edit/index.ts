export { ReservationEditPage as Component } from './reservation-edit-page';
