export { ReservationListPage as Component } from './reservation-list-page';
export { loader } from './loader';
