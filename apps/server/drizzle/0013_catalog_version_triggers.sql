-- Catalogue version: every insert, update or delete on a table that shapes catalogue answers
-- bumps store.catalog_version of the row's store, once per transaction, and notifies the
-- channel storedesk_catalog with the store id. Cached answers are keyed by the version (admin)
-- or by a per-process epoch that the notification advances (store API): see
-- src/platform/catalog-cache.ts.
CREATE OR REPLACE FUNCTION storedesk_bump_catalog_version() RETURNS trigger
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = public
AS $fn$
DECLARE
  target text;
  done text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    target := OLD.store_id;
  ELSE
    target := NEW.store_id;
  END IF;
  -- Once per store and transaction: an import of thousands of rows bumps the version once.
  done := coalesce(current_setting('storedesk.bumped', true), '');
  IF position(target || ',' IN done) > 0 THEN
    RETURN NULL;
  END IF;
  UPDATE store SET catalog_version = catalog_version + 1 WHERE id = target;
  PERFORM pg_notify('storedesk_catalog', target);
  PERFORM set_config('storedesk.bumped', done || target || ',', true);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER catalog_version AFTER INSERT OR UPDATE OR DELETE ON "product"
  FOR EACH ROW EXECUTE FUNCTION storedesk_bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER catalog_version AFTER INSERT OR UPDATE OR DELETE ON "product_variant"
  FOR EACH ROW EXECUTE FUNCTION storedesk_bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER catalog_version AFTER INSERT OR UPDATE OR DELETE ON "money_amount"
  FOR EACH ROW EXECUTE FUNCTION storedesk_bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER catalog_version AFTER INSERT OR UPDATE OR DELETE ON "product_option"
  FOR EACH ROW EXECUTE FUNCTION storedesk_bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER catalog_version AFTER INSERT OR UPDATE OR DELETE ON "product_option_value"
  FOR EACH ROW EXECUTE FUNCTION storedesk_bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER catalog_version AFTER INSERT OR UPDATE OR DELETE ON "product_image"
  FOR EACH ROW EXECUTE FUNCTION storedesk_bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER catalog_version AFTER INSERT OR UPDATE OR DELETE ON "product_tags"
  FOR EACH ROW EXECUTE FUNCTION storedesk_bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER catalog_version AFTER INSERT OR UPDATE OR DELETE ON "product_tag"
  FOR EACH ROW EXECUTE FUNCTION storedesk_bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER catalog_version AFTER INSERT OR UPDATE OR DELETE ON "product_type"
  FOR EACH ROW EXECUTE FUNCTION storedesk_bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER catalog_version AFTER INSERT OR UPDATE OR DELETE ON "product_collection"
  FOR EACH ROW EXECUTE FUNCTION storedesk_bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER catalog_version AFTER INSERT OR UPDATE OR DELETE ON "product_category"
  FOR EACH ROW EXECUTE FUNCTION storedesk_bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER catalog_version AFTER INSERT OR UPDATE OR DELETE ON "product_category_product"
  FOR EACH ROW EXECUTE FUNCTION storedesk_bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER catalog_version AFTER INSERT OR UPDATE OR DELETE ON "product_sales_channel"
  FOR EACH ROW EXECUTE FUNCTION storedesk_bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER catalog_version AFTER INSERT OR UPDATE OR DELETE ON "price_list"
  FOR EACH ROW EXECUTE FUNCTION storedesk_bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER catalog_version AFTER INSERT OR UPDATE OR DELETE ON "sales_channel"
  FOR EACH ROW EXECUTE FUNCTION storedesk_bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER catalog_version AFTER INSERT OR UPDATE OR DELETE ON "region"
  FOR EACH ROW EXECUTE FUNCTION storedesk_bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER catalog_version AFTER INSERT OR UPDATE OR DELETE ON "store_currency"
  FOR EACH ROW EXECUTE FUNCTION storedesk_bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER catalog_version AFTER INSERT OR UPDATE OR DELETE ON "publishable_api_key"
  FOR EACH ROW EXECUTE FUNCTION storedesk_bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER catalog_version AFTER INSERT OR UPDATE OR DELETE ON "publishable_api_key_sales_channel"
  FOR EACH ROW EXECUTE FUNCTION storedesk_bump_catalog_version();
