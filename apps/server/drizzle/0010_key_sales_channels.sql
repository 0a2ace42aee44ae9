CREATE TABLE "publishable_api_key_sales_channel" (
	"store_id" text NOT NULL,
	"publishable_key_id" text NOT NULL,
	"sales_channel_id" text NOT NULL,
	CONSTRAINT "publishable_api_key_sales_channel_store_id_publishable_key_id_sales_channel_id_pk" PRIMARY KEY("store_id","publishable_key_id","sales_channel_id")
);
--> statement-breakpoint
ALTER TABLE "publishable_api_key_sales_channel" ADD CONSTRAINT "publishable_api_key_sales_channel_key_fk" FOREIGN KEY ("store_id","publishable_key_id") REFERENCES "public"."publishable_api_key"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publishable_api_key_sales_channel" ADD CONSTRAINT "publishable_api_key_sales_channel_channel_fk" FOREIGN KEY ("store_id","sales_channel_id") REFERENCES "public"."sales_channel"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "publishable_api_key_sales_channel_channel_idx" ON "publishable_api_key_sales_channel" USING btree ("store_id","sales_channel_id");