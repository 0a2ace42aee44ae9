import type { HttpClient } from '../http.js';
import { placeholderCrud } from '../resource.js';

export function adminReturnReasons(http: HttpClient) {
  return placeholderCrud<'return_reason', 'return_reasons'>(http, '/admin/return-reasons');
}
export type AdminReturnReasonsResource = ReturnType<typeof adminReturnReasons>;
