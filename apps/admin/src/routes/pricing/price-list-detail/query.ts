/** Products of the list shown per page of the price grid. */
export const PRODUCTS_PAGE_SIZE = 20;

export const productsQuery = (offset: number) => ({ limit: PRODUCTS_PAGE_SIZE, offset });
