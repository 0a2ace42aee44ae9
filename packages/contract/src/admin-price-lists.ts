import { z } from 'zod';
import { DateFilter, IdParams, ListParams, Paging, oneOrMany } from './common.js';
import { PriceListStatus, PriceListSummary, PriceListType } from './price-lists.js';
import { MoneyAmount, PriceInput, Product } from './products.js';

// The price lists API. It lives beside price-lists.ts rather than in it because it needs the
// products' MoneyAmount and Product, and products.ts already imports price-lists.ts for
// PriceListSummary: one file importing the other both ways would not load.

/**
 * A customer group a price list is limited to. Customer groups do not exist yet, so the list is
 * always empty; it is on the wire because Medusa v1 clients read it.
 */
export const PriceListCustomerGroup = z.object({ id: z.string(), name: z.string() });

/** A price list with its prices (money amounts of its variants). */
export const PriceList = PriceListSummary.extend({
  prices: z.array(MoneyAmount),
  customer_groups: z.array(PriceListCustomerGroup),
});
export type PriceList = z.infer<typeof PriceList>;

// ---------------------------------------------------------------------------------------------
// Requests

/** Most prices one request may write or remove. */
export const PRICE_LIST_BATCH_MAX = 1000;

/**
 * One price of a price list: a variant's price for a currency or a region (whose currency it
 * takes). With an `id`, the list's existing price of that id is changed instead of one added.
 */
export const PriceListPriceInput = PriceInput.safeExtend({ variant_id: z.string().min(1) });
export type PriceListPriceInput = z.input<typeof PriceListPriceInput>;

const Prices = z.array(PriceListPriceInput).max(PRICE_LIST_BATCH_MAX);
const DateInput = z.iso.datetime({ offset: true }).nullable().optional();

/** Accepted for Medusa v1 clients; any group is refused until customer groups exist. */
const CustomerGroupsInput = z
  .array(z.strictObject({ id: z.string().min(1) }))
  .refine((groups) => groups.length === 0, {
    message: 'customer groups are not available yet',
  })
  .optional();

const endsAfterStarts = {
  check: (body: { starts_at?: string | null; ends_at?: string | null }) =>
    !body.starts_at || !body.ends_at || Date.parse(body.ends_at) > Date.parse(body.starts_at),
  params: { path: ['ends_at'], message: 'must be after starts_at' },
};

const Name = z.string().trim().min(1).max(200);
const Description = z.string().trim().max(2000);

export const AdminPostPriceListsPriceListReq = z
  .strictObject({
    name: Name,
    description: Description,
    type: PriceListType.default('sale'),
    status: PriceListStatus.default('draft'),
    starts_at: DateInput,
    ends_at: DateInput,
    prices: Prices.default([]),
    customer_groups: CustomerGroupsInput,
  })
  .refine(endsAfterStarts.check, endsAfterStarts.params);
export type AdminPostPriceListsPriceListReq = z.input<typeof AdminPostPriceListsPriceListReq>;

/** Changes the given fields; `prices` are added, or changed where they carry an `id`. */
export const AdminPostPriceListsPriceListPriceListReq = z
  .strictObject({
    name: Name.optional(),
    description: Description.optional(),
    type: PriceListType.optional(),
    status: PriceListStatus.optional(),
    starts_at: DateInput,
    ends_at: DateInput,
    prices: Prices.optional(),
    customer_groups: CustomerGroupsInput,
  })
  .refine(endsAfterStarts.check, endsAfterStarts.params);
export type AdminPostPriceListsPriceListPriceListReq = z.input<
  typeof AdminPostPriceListsPriceListPriceListReq
>;

/** Adds prices (or changes those with an `id`); `override: true` first removes all others. */
export const AdminPostPriceListPricesPricesReq = z.strictObject({
  prices: Prices,
  override: z.boolean().optional(),
});
export type AdminPostPriceListPricesPricesReq = z.input<typeof AdminPostPriceListPricesPricesReq>;

const IdsInput = z.array(z.string().min(1)).min(1).max(PRICE_LIST_BATCH_MAX);

export const AdminDeletePriceListPricesPricesReq = z.strictObject({ price_ids: IdsInput });
export type AdminDeletePriceListPricesPricesReq = z.input<
  typeof AdminDeletePriceListPricesPricesReq
>;

export const AdminDeletePriceListsPriceListProductsPricesBatchReq = z.strictObject({
  product_ids: IdsInput,
});
export type AdminDeletePriceListsPriceListProductsPricesBatchReq = z.input<
  typeof AdminDeletePriceListsPriceListProductsPricesBatchReq
>;

/** Default page size of the price lists list. */
export const PRICE_LISTS_DEFAULT_LIMIT = 10;

export const AdminGetPriceListPaginationParams = ListParams.extend({
  status: oneOrMany(PriceListStatus).optional(),
  type: oneOrMany(PriceListType).optional(),
  name: z.string().optional(),
  /** No list has customer groups yet: filtering by any group finds none. */
  customer_groups: oneOrMany(z.string()).optional(),
  created_at: DateFilter.optional(),
  updated_at: DateFilter.optional(),
});
export type AdminGetPriceListPaginationParams = z.input<typeof AdminGetPriceListPaginationParams>;

/** Default page size of a price list's products. */
export const PRICE_LIST_PRODUCTS_DEFAULT_LIMIT = 50;

/** `q` searches the product titles. */
export const AdminGetPriceListsPriceListProductsParams = ListParams;
export type AdminGetPriceListsPriceListProductsParams = z.input<
  typeof AdminGetPriceListsPriceListProductsParams
>;

export const PriceListProductParams = IdParams.extend({ product_id: z.string().min(1) });
export const PriceListVariantParams = IdParams.extend({ variant_id: z.string().min(1) });

// ---------------------------------------------------------------------------------------------
// Responses

export const AdminPriceListRes = z.object({ price_list: PriceList });
export type AdminPriceListRes = z.infer<typeof AdminPriceListRes>;

export const AdminPriceListsListRes = z.object({ price_lists: z.array(PriceList), ...Paging });
export type AdminPriceListsListRes = z.infer<typeof AdminPriceListsListRes>;

export const AdminPriceListDeleteRes = z.object({
  id: z.string(),
  object: z.literal('price-list'),
  deleted: z.literal(true),
});
export type AdminPriceListDeleteRes = z.infer<typeof AdminPriceListDeleteRes>;

/** Answer of every price removal: the ids of the removed prices. */
export const AdminPriceListDeleteBatchRes = z.object({
  ids: z.array(z.string()),
  object: z.literal('money-amount'),
  deleted: z.literal(true),
});
export type AdminPriceListDeleteBatchRes = z.infer<typeof AdminPriceListDeleteBatchRes>;
/** Medusa v1's names for the same answer of the per-product and per-variant removals. */
export const AdminPriceListDeleteProductPricesRes = AdminPriceListDeleteBatchRes;
export type AdminPriceListDeleteProductPricesRes = AdminPriceListDeleteBatchRes;
export const AdminPriceListDeleteVariantPricesRes = AdminPriceListDeleteBatchRes;
export type AdminPriceListDeleteVariantPricesRes = AdminPriceListDeleteBatchRes;

/** Products with a price in the list, each with its variants and their prices in the list. */
export const AdminPriceListsProductsListRes = z.object({ products: z.array(Product), ...Paging });
export type AdminPriceListsProductsListRes = z.infer<typeof AdminPriceListsProductsListRes>;
