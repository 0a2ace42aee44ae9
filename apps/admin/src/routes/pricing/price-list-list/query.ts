import { ascDesc, listCodec } from '@/components/list/list-state';

/** `?q=summer&order=-starts_at&page=2`: what the loader reads and the page shows. */
export const priceListList = listCodec({
  pageSize: 10,
  orders: ascDesc('name', 'type', 'status', 'starts_at', 'ends_at'),
});
