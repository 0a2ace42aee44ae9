/**
 * What the customer page reads (and the edit modal over it, from the same cache entry): the
 * customer with its orders and addresses.
 */
export const CUSTOMER_DETAIL_QUERY = { expand: 'orders,shipping_addresses,billing_address' };
