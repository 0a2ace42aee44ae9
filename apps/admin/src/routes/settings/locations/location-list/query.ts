import { ascDesc, listCodec } from '@/components/list/list-state';

/** `?q=north&order=-name&page=2`: what the loader reads and the page shows (by name). */
export const locationList = listCodec({
  pageSize: 20,
  orders: ascDesc('name', 'created_at'),
  defaultOrder: 'name',
});

/** Every list read of this page answers the channels each location serves. */
export const WITH_CHANNELS = { expand: 'address,sales_channels' } as const;
