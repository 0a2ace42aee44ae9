import { listParams, type ListState } from '@/components/list/list-state';

/** Products of the list shown per page of the price grid. */
export const PRODUCTS_PAGE_SIZE = 20;

/** The grid's first page (what the loader starts reading). */
export const FIRST_PAGE: ListState = { q: '', page: 1, limit: PRODUCTS_PAGE_SIZE, order: '' };

export const productsQuery = (state: ListState) => listParams(state);
