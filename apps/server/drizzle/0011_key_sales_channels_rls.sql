-- Publishable key ↔ sales channel links: row-level security on the new tenant table (see 0001).
ALTER TABLE "publishable_api_key_sales_channel" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "publishable_api_key_sales_channel"
  USING ("store_id" = current_setting('app.store_id', true))
  WITH CHECK ("store_id" = current_setting('app.store_id', true));
