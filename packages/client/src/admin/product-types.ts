import type { HttpClient } from '../http.js';
import { placeholderCrud } from '../resource.js';

export function adminProductTypes(http: HttpClient) {
  return placeholderCrud<'product_type', 'product_types'>(http, '/admin/product-types');
}
export type AdminProductTypesResource = ReturnType<typeof adminProductTypes>;
