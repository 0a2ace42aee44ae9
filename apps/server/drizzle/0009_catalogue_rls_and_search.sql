-- Catalogue: row-level security on every new tenant table (see 0001), and the search indexes
-- behind `q` on products: full text over title, subtitle and description, and trigram (pg_trgm)
-- indexes for substring and fuzzy matches on title, handle and variant SKU.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
ALTER TABLE "product_collection" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "product_collection"
  USING ("store_id" = current_setting('app.store_id', true))
  WITH CHECK ("store_id" = current_setting('app.store_id', true));
--> statement-breakpoint
ALTER TABLE "product_type" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "product_type"
  USING ("store_id" = current_setting('app.store_id', true))
  WITH CHECK ("store_id" = current_setting('app.store_id', true));
--> statement-breakpoint
ALTER TABLE "product_tag" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "product_tag"
  USING ("store_id" = current_setting('app.store_id', true))
  WITH CHECK ("store_id" = current_setting('app.store_id', true));
--> statement-breakpoint
ALTER TABLE "product_category" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "product_category"
  USING ("store_id" = current_setting('app.store_id', true))
  WITH CHECK ("store_id" = current_setting('app.store_id', true));
--> statement-breakpoint
ALTER TABLE "price_list" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "price_list"
  USING ("store_id" = current_setting('app.store_id', true))
  WITH CHECK ("store_id" = current_setting('app.store_id', true));
--> statement-breakpoint
ALTER TABLE "product" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "product"
  USING ("store_id" = current_setting('app.store_id', true))
  WITH CHECK ("store_id" = current_setting('app.store_id', true));
--> statement-breakpoint
ALTER TABLE "product_image" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "product_image"
  USING ("store_id" = current_setting('app.store_id', true))
  WITH CHECK ("store_id" = current_setting('app.store_id', true));
--> statement-breakpoint
ALTER TABLE "product_option" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "product_option"
  USING ("store_id" = current_setting('app.store_id', true))
  WITH CHECK ("store_id" = current_setting('app.store_id', true));
--> statement-breakpoint
ALTER TABLE "product_variant" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "product_variant"
  USING ("store_id" = current_setting('app.store_id', true))
  WITH CHECK ("store_id" = current_setting('app.store_id', true));
--> statement-breakpoint
ALTER TABLE "product_option_value" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "product_option_value"
  USING ("store_id" = current_setting('app.store_id', true))
  WITH CHECK ("store_id" = current_setting('app.store_id', true));
--> statement-breakpoint
ALTER TABLE "money_amount" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "money_amount"
  USING ("store_id" = current_setting('app.store_id', true))
  WITH CHECK ("store_id" = current_setting('app.store_id', true));
--> statement-breakpoint
ALTER TABLE "product_tags" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "product_tags"
  USING ("store_id" = current_setting('app.store_id', true))
  WITH CHECK ("store_id" = current_setting('app.store_id', true));
--> statement-breakpoint
ALTER TABLE "product_category_product" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "product_category_product"
  USING ("store_id" = current_setting('app.store_id', true))
  WITH CHECK ("store_id" = current_setting('app.store_id', true));
--> statement-breakpoint
ALTER TABLE "product_sales_channel" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "product_sales_channel"
  USING ("store_id" = current_setting('app.store_id', true))
  WITH CHECK ("store_id" = current_setting('app.store_id', true));
--> statement-breakpoint
ALTER TABLE "saved_view" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "saved_view"
  USING ("store_id" = current_setting('app.store_id', true))
  WITH CHECK ("store_id" = current_setting('app.store_id', true));
--> statement-breakpoint
ALTER TABLE "uploaded_file" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "uploaded_file"
  USING ("store_id" = current_setting('app.store_id', true))
  WITH CHECK ("store_id" = current_setting('app.store_id', true));
--> statement-breakpoint
CREATE INDEX "product_search_idx" ON "product" USING gin (
  to_tsvector('simple', coalesce("title", '') || ' ' || coalesce("subtitle", '') || ' ' || coalesce("description", ''))
);
--> statement-breakpoint
CREATE INDEX "product_title_trgm_idx" ON "product" USING gin ("title" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "product_handle_trgm_idx" ON "product" USING gin ("handle" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "product_variant_sku_trgm_idx" ON "product_variant" USING gin ("sku" gin_trgm_ops);
--> statement-breakpoint
-- One-statement tenant reads. The function runs as storedesk_app (SECURITY DEFINER, owned by
-- that role), sets app.store_id for the enclosing transaction and then runs the given query, so
-- row-level security applies exactly as in a tenant transaction, without BEGIN, set_config and
-- COMMIT as separate round trips. Parameters arrive as text and the query casts them.
CREATE OR REPLACE FUNCTION storedesk_tenant_read(p_store_id text, p_query text, p_params text[])
RETURNS text
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = public
AS $fn$
DECLARE
  result text;
BEGIN
  IF p_store_id IS NULL OR p_store_id = '' THEN
    RAISE EXCEPTION 'storedesk_tenant_read needs a store id';
  END IF;
  PERFORM set_config('app.store_id', p_store_id, true);
  EXECUTE p_query INTO result USING p_params;
  PERFORM set_config('app.store_id', '', true);
  RETURN result;
END
$fn$;
--> statement-breakpoint
-- The new owner needs CREATE on the schema only for the moment of the change.
GRANT CREATE ON SCHEMA public TO storedesk_app;
--> statement-breakpoint
ALTER FUNCTION storedesk_tenant_read(text, text, text[]) OWNER TO storedesk_app;
--> statement-breakpoint
REVOKE CREATE ON SCHEMA public FROM storedesk_app;
--> statement-breakpoint
REVOKE ALL ON FUNCTION storedesk_tenant_read(text, text, text[]) FROM PUBLIC;
--> statement-breakpoint
DO $$
BEGIN
  EXECUTE format('GRANT EXECUTE ON FUNCTION storedesk_tenant_read(text, text, text[]) TO %I', current_user);
END
$$;
