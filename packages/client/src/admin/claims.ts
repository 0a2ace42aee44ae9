import type { HttpClient } from '../http.js';
import { placeholderCrud } from '../resource.js';

/** Claims by id; their lifecycle calls live on `admin.orders` (`createClaim`, `fulfillClaim`, ...). */
export function adminClaims(http: HttpClient) {
  return placeholderCrud<'claim', 'claims'>(http, '/admin/claims');
}
export type AdminClaimsResource = ReturnType<typeof adminClaims>;
