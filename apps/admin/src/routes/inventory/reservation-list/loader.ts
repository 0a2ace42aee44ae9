import { adminReservationsQueryOptions, adminStockLocationsQueryOptions } from '@storedesk/react';
import { listLoader } from '@/components/route-data';
import { storedesk } from '@/lib/storedesk';
import { ALL_LOCATIONS } from '../common/item-names';
import { reservationList, reservationListQuery } from './query';

/** The page of reservations the URL describes, and the store's locations. */
export const loader = listLoader(reservationList, (state) => [
  adminReservationsQueryOptions(storedesk, null, reservationListQuery(state)),
  adminStockLocationsQueryOptions(storedesk, null, ALL_LOCATIONS),
]);
