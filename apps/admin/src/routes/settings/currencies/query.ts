/**
 * Every currency with this store's "prices include tax" flag. The store's own currencies come
 * without the flag, so the page reads it from `GET /admin/currencies`; ISO 4217 has under 200
 * currencies, so one page holds them all.
 */
export const TAX_FLAGS_QUERY = { limit: 300 };

/** Currencies per page of the add-currency search. */
export const PICKER_PAGE_SIZE = 10;
