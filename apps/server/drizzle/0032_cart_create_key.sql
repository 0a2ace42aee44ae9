ALTER TABLE "cart" ADD COLUMN "create_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_create_key_idx" ON "cart" USING btree ("store_id","create_key") WHERE "cart"."create_key" is not null;--> statement-breakpoint
CREATE INDEX "cart_request_key_created_idx" ON "cart_request_key" USING btree ("created_at");