/** Where the shipping settings live. */
export const SHIPPING_PATH = '/a/settings/shipping';

/** Every profile of the store (the list is unpaged, as in v1). */
export const PROFILES_QUERY = {} as const;

/** The options of one region, shipping and return ones alike. */
export const regionOptionsQuery = (regionId: string) => ({
  region_id: regionId,
  order: 'name',
  limit: 200,
});
