import { ascDesc, listCodec } from '@/components/list/list-state';

/** `?q=eu&order=-name&page=2`: what the loader reads and the page shows (by name by default). */
export const regionList = listCodec({
  pageSize: 20,
  orders: ascDesc('name'),
  defaultOrder: 'name',
});
