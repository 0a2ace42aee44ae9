ALTER TABLE "product" ADD COLUMN "import_job_id" text;--> statement-breakpoint
ALTER TABLE "inventory_item" ADD COLUMN "import_job_id" text;--> statement-breakpoint
CREATE INDEX "product_import_job_idx" ON "product" USING btree ("store_id","import_job_id") WHERE "product"."import_job_id" is not null;--> statement-breakpoint
CREATE INDEX "inventory_item_import_job_idx" ON "inventory_item" USING btree ("store_id","import_job_id") WHERE "inventory_item"."import_job_id" is not null;