ALTER TABLE "analytics_config" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "analytics_config"
  USING ("store_id" = current_setting('app.store_id', true))
  WITH CHECK ("store_id" = current_setting('app.store_id', true));
--> statement-breakpoint
ALTER TABLE "batch_job" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "batch_job"
  USING ("store_id" = current_setting('app.store_id', true))
  WITH CHECK ("store_id" = current_setting('app.store_id', true));
