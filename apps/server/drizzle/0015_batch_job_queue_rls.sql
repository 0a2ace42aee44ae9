-- Staged import chunks are tenant rows like any other: the second lock applies to them too.
ALTER TABLE "batch_job_chunk" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "batch_job_chunk"
  USING ("store_id" = current_setting('app.store_id', true))
  WITH CHECK ("store_id" = current_setting('app.store_id', true));
