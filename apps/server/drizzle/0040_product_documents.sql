CREATE TABLE "product_count" (
	"store_id" text PRIMARY KEY NOT NULL,
	"live" integer DEFAULT 0 NOT NULL,
	"published" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_document" (
	"store_id" text NOT NULL,
	"product_id" text NOT NULL,
	"head" text,
	"images" text DEFAULT '[]' NOT NULL,
	"options" text DEFAULT '[]' NOT NULL,
	"options_with_values" text DEFAULT '[]' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_document_store_id_product_id_pk" PRIMARY KEY("store_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_variant_document" (
	"store_id" text NOT NULL,
	"id" text NOT NULL,
	"product_id" text NOT NULL,
	"variant_rank" integer NOT NULL,
	"manage_inventory" boolean NOT NULL,
	"inventory_quantity" integer NOT NULL,
	"head" text NOT NULL,
	"options" text NOT NULL,
	"prices" text NOT NULL,
	"list_prices" boolean NOT NULL,
	CONSTRAINT "product_variant_document_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
ALTER TABLE "product_count" ADD CONSTRAINT "product_count_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_document" ADD CONSTRAINT "product_document_product_fk" FOREIGN KEY ("store_id","product_id") REFERENCES "public"."product"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variant_document" ADD CONSTRAINT "product_variant_document_variant_fk" FOREIGN KEY ("store_id","id") REFERENCES "public"."product_variant"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_variant_document_product_idx" ON "product_variant_document" USING btree ("store_id","product_id","variant_rank","id");