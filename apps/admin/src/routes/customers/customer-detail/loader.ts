import { adminCustomerQueryOptions } from '@storedesk/react';
import { detailLoader } from '@/components/route-data';
import { storedesk } from '@/lib/storedesk';
import { CUSTOMER_DETAIL_QUERY } from '../common/customer-query';

export const loader = detailLoader((id) => [
  adminCustomerQueryOptions(storedesk, null, id, CUSTOMER_DETAIL_QUERY),
]);
