import { listParams, type ListState } from '@/components/list/list-state';

export const PRODUCTS_PAGE_SIZE = 20;

/** The panel's first page (what the loader starts reading). */
export const FIRST_PAGE: ListState = { q: '', page: 1, limit: PRODUCTS_PAGE_SIZE, order: '' };

/** The profile's products as `GET /admin/products` filters them; loader and panel share it. */
export const profileProductsQuery = (profileId: string, state: ListState) => ({
  profile_id: profileId,
  ...listParams(state),
});
