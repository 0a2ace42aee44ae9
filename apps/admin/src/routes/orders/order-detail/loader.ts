import { adminOrderQueryOptions, adminOrderTimelineQueryOptions } from '@storedesk/react';
import { detailLoader } from '@/components/route-data';
import { storedesk } from '@/lib/storedesk';

export const loader = detailLoader((id) => [
  adminOrderQueryOptions(storedesk, null, id),
  adminOrderTimelineQueryOptions(storedesk, null, id),
]);
