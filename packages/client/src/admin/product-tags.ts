import type { HttpClient } from '../http.js';
import { placeholderCrud } from '../resource.js';

export function adminProductTags(http: HttpClient) {
  return placeholderCrud<'product_tag', 'product_tags'>(http, '/admin/product-tags');
}
export type AdminProductTagsResource = ReturnType<typeof adminProductTags>;
