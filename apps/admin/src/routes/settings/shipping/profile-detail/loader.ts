import {
  adminProductsQueryOptions,
  adminShippingProfileQueryOptions,
  adminShippingProfilesQueryOptions,
} from '@storedesk/react';
import { detailLoader } from '@/components/route-data';
import { storedesk } from '@/lib/storedesk';
import { PROFILES_QUERY } from '../common/paths';
import { FIRST_PAGE, profileProductsQuery } from './query';

/** The profile, its first page of products and every profile (the default one takes removals). */
export const loader = detailLoader((id) => [
  adminShippingProfileQueryOptions(storedesk, null, id),
  adminProductsQueryOptions(storedesk, null, profileProductsQuery(id, FIRST_PAGE)),
  adminShippingProfilesQueryOptions(storedesk, null, PROFILES_QUERY),
]);
