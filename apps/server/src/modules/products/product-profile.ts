/**
 * The shipping profile of a product, as SQL over a `product` row aliased `p`: the profile it was
 * placed in (`product_shipping_profile`), else the store's gift-card profile for a gift card and
 * the default profile for anything else. The products area answers it as `profile_id`, and store
 * shipping options use it to find the options for some products (shipping builds on products,
 * so it lives here).
 */
export const productProfileIdSql = (p: string) => `coalesce(
  (SELECT psp.profile_id FROM product_shipping_profile psp
    WHERE psp.store_id = ${p}.store_id AND psp.product_id = ${p}.id),
  (SELECT sp.id FROM shipping_profile sp
    WHERE sp.store_id = ${p}.store_id AND sp.deleted_at IS NULL
      AND sp.type = CASE WHEN ${p}.is_giftcard THEN 'gift_card' ELSE 'default' END))`;
