export { ReservationCreatePage as Component } from './reservation-create-page';
