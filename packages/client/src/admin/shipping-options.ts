import type { HttpClient } from '../http.js';
import { placeholderCrud } from '../resource.js';

export function adminShippingOptions(http: HttpClient) {
  return placeholderCrud<'shipping_option', 'shipping_options'>(http, '/admin/shipping-options');
}
export type AdminShippingOptionsResource = ReturnType<typeof adminShippingOptions>;
