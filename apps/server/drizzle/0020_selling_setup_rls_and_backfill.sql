-- Selling setup (0019's tables): row-level security on every new tenant table, countries as
-- read-only reference data, catalogue-version triggers on what shapes product answers, and the
-- move of every existing store onto the new model:
--   * a default and a gift-card shipping profile;
--   * a default stock location, serving every sales channel the store has;
--   * one inventory item per variant that manages inventory, linked to it, with the variant's
--     stock (product_variant.inventory_quantity, which is no longer read) as its level there;
--   * the built-in `manual` payment and fulfilment providers in every region.
SELECT storedesk_tenant_table('"region_country"');
--> statement-breakpoint
SELECT storedesk_tenant_table('"region_payment_provider"');
--> statement-breakpoint
SELECT storedesk_tenant_table('"region_fulfillment_provider"');
--> statement-breakpoint
SELECT storedesk_tenant_table('"shipping_profile"');
--> statement-breakpoint
SELECT storedesk_tenant_table('"product_shipping_profile"');
--> statement-breakpoint
SELECT storedesk_tenant_table('"shipping_option"');
--> statement-breakpoint
SELECT storedesk_tenant_table('"shipping_option_requirement"');
--> statement-breakpoint
SELECT storedesk_tenant_table('"tax_rate"');
--> statement-breakpoint
SELECT storedesk_tenant_table('"product_tax_rate"');
--> statement-breakpoint
SELECT storedesk_tenant_table('"product_type_tax_rate"');
--> statement-breakpoint
SELECT storedesk_tenant_table('"shipping_tax_rate"');
--> statement-breakpoint
SELECT storedesk_tenant_table('"stock_location"');
--> statement-breakpoint
SELECT storedesk_tenant_table('"sales_channel_stock_location"');
--> statement-breakpoint
SELECT storedesk_tenant_table('"inventory_item"');
--> statement-breakpoint
SELECT storedesk_tenant_table('"product_variant_inventory_item"');
--> statement-breakpoint
SELECT storedesk_tenant_table('"inventory_level"');
--> statement-breakpoint
SELECT storedesk_tenant_table('"reservation_item"');
--> statement-breakpoint
SELECT storedesk_tenant_table('"payment_provider_config"');
--> statement-breakpoint
-- Reference data every store reads and none writes (as the currencies, 0001).
GRANT SELECT ON "country" TO storedesk_app;
--> statement-breakpoint
REVOKE INSERT, UPDATE, DELETE ON "country" FROM storedesk_app;
--> statement-breakpoint
-- Product answers carry stock (inventory_quantity), shipping profiles and prices with tax: these
-- tables shape them too (see 0013).
CREATE TRIGGER catalog_version AFTER INSERT OR UPDATE OR DELETE ON "inventory_level"
  FOR EACH ROW EXECUTE FUNCTION storedesk_bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER catalog_version AFTER INSERT OR UPDATE OR DELETE ON "product_variant_inventory_item"
  FOR EACH ROW EXECUTE FUNCTION storedesk_bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER catalog_version AFTER INSERT OR UPDATE OR DELETE ON "sales_channel_stock_location"
  FOR EACH ROW EXECUTE FUNCTION storedesk_bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER catalog_version AFTER INSERT OR UPDATE OR DELETE ON "product_shipping_profile"
  FOR EACH ROW EXECUTE FUNCTION storedesk_bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER catalog_version AFTER INSERT OR UPDATE OR DELETE ON "tax_rate"
  FOR EACH ROW EXECUTE FUNCTION storedesk_bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER catalog_version AFTER INSERT OR UPDATE OR DELETE ON "product_tax_rate"
  FOR EACH ROW EXECUTE FUNCTION storedesk_bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER catalog_version AFTER INSERT OR UPDATE OR DELETE ON "product_type_tax_rate"
  FOR EACH ROW EXECUTE FUNCTION storedesk_bump_catalog_version();
--> statement-breakpoint
-- Backfill. Ids follow the type prefixes with a random body; an item, its link and its level
-- reuse the variant id's body so the three are easy to tell apart and to join in this script.
INSERT INTO "shipping_profile" (store_id, id, name, type)
SELECT s.id, 'sp_' || upper(replace(gen_random_uuid()::text, '-', '')), p.name, p.type
FROM "store" s
CROSS JOIN (VALUES ('Default Shipping Profile', 'default'), ('Gift Card Profile', 'gift_card')) AS p(name, type)
WHERE NOT EXISTS (
  SELECT 1 FROM "shipping_profile" sp WHERE sp.store_id = s.id AND sp.type = p.type
);
--> statement-breakpoint
UPDATE "store"
SET default_location_id = 'sloc_' || upper(replace(gen_random_uuid()::text, '-', ''))
WHERE default_location_id IS NULL;
--> statement-breakpoint
INSERT INTO "stock_location" (store_id, id, name)
SELECT s.id, s.default_location_id, 'Default location'
FROM "store" s
WHERE NOT EXISTS (
  SELECT 1 FROM "stock_location" l WHERE l.store_id = s.id AND l.id = s.default_location_id
);
--> statement-breakpoint
INSERT INTO "sales_channel_stock_location" (store_id, sales_channel_id, location_id)
SELECT sc.store_id, sc.id, s.default_location_id
FROM "sales_channel" sc
JOIN "store" s ON s.id = sc.store_id
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "inventory_item" (
  store_id, id, sku, title, origin_country, hs_code, mid_code, material,
  weight, length, height, width, created_at, updated_at
)
SELECT v.store_id, 'iitem_' || split_part(v.id, '_', 2), v.sku, v.title, v.origin_country,
  v.hs_code, v.mid_code, v.material, v.weight, v.length, v.height, v.width, v.created_at, v.updated_at
FROM "product_variant" v
WHERE v.manage_inventory AND v.deleted_at IS NULL
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "product_variant_inventory_item" (store_id, id, variant_id, inventory_item_id)
SELECT v.store_id, 'pvitem_' || split_part(v.id, '_', 2), v.id, 'iitem_' || split_part(v.id, '_', 2)
FROM "product_variant" v
WHERE v.manage_inventory AND v.deleted_at IS NULL
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "inventory_level" (store_id, id, inventory_item_id, location_id, stocked_quantity)
SELECT v.store_id, 'ilev_' || split_part(v.id, '_', 2), 'iitem_' || split_part(v.id, '_', 2),
  s.default_location_id, greatest(v.inventory_quantity, 0)
FROM "product_variant" v
JOIN "store" s ON s.id = v.store_id
WHERE v.manage_inventory AND v.deleted_at IS NULL
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "region_payment_provider" (store_id, region_id, provider_id)
SELECT r.store_id, r.id, 'manual' FROM "region" r
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "region_fulfillment_provider" (store_id, region_id, provider_id)
SELECT r.store_id, r.id, 'manual' FROM "region" r
ON CONFLICT DO NOTHING;
