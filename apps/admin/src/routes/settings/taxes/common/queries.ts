/** The overrides of a region as the tax page lists them: names, rates and what they apply to. */
export const overridesQuery = (regionId: string) => ({
  region_id: regionId,
  fields: 'id,name,code,rate,region_id,product_count,product_type_count,shipping_option_count',
  order: 'name',
  limit: 200,
});

/** One override with everything it applies to (the edit form). */
export const OVERRIDE_DETAIL = { expand: 'products,product_types,shipping_options' } as const;

/** Where the tax settings live. */
export const TAXES_PATH = '/a/settings/tax-rates';
