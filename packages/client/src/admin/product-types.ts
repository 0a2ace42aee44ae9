import type {
  AdminGetProductTypesParams,
  AdminProductTypesListRes,
  ProductType,
} from '@storedesk/contract';
import type { HttpClient } from '../http.js';
import type { Untyped } from '../placeholders.js';
import { crud } from '../resource.js';

/**
 * Product types. The server lists them (`list`); types are made through products, so the other
 * calls of the common five reach routes the server does not have (they answer 404).
 */
export function adminProductTypes(http: HttpClient) {
  return crud<{
    res: { product_type: ProductType };
    listRes: AdminProductTypesListRes;
    createReq: Untyped;
    updateReq: Untyped;
    listQuery: AdminGetProductTypesParams;
  }>(http, '/admin/product-types');
}
export type AdminProductTypesResource = ReturnType<typeof adminProductTypes>;
