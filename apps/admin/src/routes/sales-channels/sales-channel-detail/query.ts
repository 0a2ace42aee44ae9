export const PRODUCTS_PAGE_SIZE = 20;

/** The channel's products as `GET /admin/products` filters them; loader and page share it. */
export const channelProductsQuery = (channelId: string, offset: number, q: string) => ({
  sales_channel_id: channelId,
  limit: PRODUCTS_PAGE_SIZE,
  offset,
  ...(q ? { q } : {}),
});
