ALTER TABLE "region" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "region"
  USING ("store_id" = current_setting('app.store_id', true))
  WITH CHECK ("store_id" = current_setting('app.store_id', true));
