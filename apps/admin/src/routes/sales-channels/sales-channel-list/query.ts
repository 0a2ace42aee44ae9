import { ascDesc, listCodec } from '@/components/list/list-state';

/** `?q=web&order=name&page=2`: what the loader reads and the page shows. */
export const salesChannelList = listCodec({ pageSize: 20, orders: ascDesc('name') });
