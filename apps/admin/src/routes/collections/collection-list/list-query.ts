import { ascDesc, listCodec } from '@/components/list/list-state';

/** `?q=summer&order=title&page=2`: what the loader reads and the page shows. */
export const collectionList = listCodec({ pageSize: 20, orders: ascDesc('title', 'handle') });
