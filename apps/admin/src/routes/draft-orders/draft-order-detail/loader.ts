import { adminDraftOrderQueryOptions } from '@storedesk/react';
import { detailLoader } from '@/components/route-data';
import { storedesk } from '@/lib/storedesk';

export const loader = detailLoader((id) => [adminDraftOrderQueryOptions(storedesk, null, id)]);
