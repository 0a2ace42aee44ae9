import { adminProductQueryOptions } from '@storedesk/react';
import { detailLoader } from '@/components/route-data';
import { storedesk } from '@/lib/storedesk';

export const loader = detailLoader((id) => [adminProductQueryOptions(storedesk, null, id)]);
