import { adminCollectionQueryOptions } from '@storedesk/react';
import { detailLoader } from '@/components/route-data';
import { storedesk } from '@/lib/storedesk';

export const loader = detailLoader((id) => [adminCollectionQueryOptions(storedesk, null, id)]);
