import type {
  AdminGetProductTagsParams,
  AdminProductTagsListRes,
  ProductTag,
} from '@storedesk/contract';
import type { HttpClient } from '../http.js';
import type { Untyped } from '../placeholders.js';
import { crud } from '../resource.js';

/**
 * Product tags. The server lists them (`list`); tags are made and removed through products, so
 * the other calls of the common five reach routes the server does not have (they answer 404).
 */
export function adminProductTags(http: HttpClient) {
  return crud<{
    res: { product_tag: ProductTag };
    listRes: AdminProductTagsListRes;
    createReq: Untyped;
    updateReq: Untyped;
    listQuery: AdminGetProductTagsParams;
  }>(http, '/admin/product-tags');
}
export type AdminProductTagsResource = ReturnType<typeof adminProductTags>;
