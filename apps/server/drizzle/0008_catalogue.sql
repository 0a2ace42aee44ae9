CREATE TABLE "product_collection" (
	"store_id" text NOT NULL,
	"id" text NOT NULL,
	"title" text NOT NULL,
	"handle" text NOT NULL,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "product_collection_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
CREATE TABLE "product_type" (
	"store_id" text NOT NULL,
	"id" text NOT NULL,
	"value" text NOT NULL,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "product_type_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
CREATE TABLE "product_tag" (
	"store_id" text NOT NULL,
	"id" text NOT NULL,
	"value" text NOT NULL,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "product_tag_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
CREATE TABLE "product_category" (
	"store_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"handle" text NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"is_internal" boolean DEFAULT false NOT NULL,
	"parent_category_id" text,
	"rank" integer DEFAULT 0 NOT NULL,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_category_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
CREATE TABLE "price_list" (
	"store_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text DEFAULT 'sale' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "price_list_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
CREATE TABLE "money_amount" (
	"store_id" text NOT NULL,
	"id" text NOT NULL,
	"variant_id" text NOT NULL,
	"currency_code" text NOT NULL,
	"amount" bigint NOT NULL,
	"min_quantity" integer,
	"max_quantity" integer,
	"price_list_id" text,
	"region_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "money_amount_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
CREATE TABLE "product" (
	"store_id" text NOT NULL,
	"id" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"description" text,
	"handle" text NOT NULL,
	"is_giftcard" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"thumbnail" text,
	"weight" integer,
	"length" integer,
	"height" integer,
	"width" integer,
	"hs_code" text,
	"origin_country" text,
	"mid_code" text,
	"material" text,
	"collection_id" text,
	"type_id" text,
	"discountable" boolean DEFAULT true NOT NULL,
	"external_id" text,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "product_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
CREATE TABLE "product_category_product" (
	"store_id" text NOT NULL,
	"product_id" text NOT NULL,
	"category_id" text NOT NULL,
	CONSTRAINT "product_category_product_store_id_product_id_category_id_pk" PRIMARY KEY("store_id","product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "product_image" (
	"store_id" text NOT NULL,
	"id" text NOT NULL,
	"product_id" text NOT NULL,
	"url" text NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_image_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
CREATE TABLE "product_option" (
	"store_id" text NOT NULL,
	"id" text NOT NULL,
	"product_id" text NOT NULL,
	"title" text NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_option_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
CREATE TABLE "product_option_value" (
	"store_id" text NOT NULL,
	"id" text NOT NULL,
	"option_id" text NOT NULL,
	"variant_id" text NOT NULL,
	"value" text NOT NULL,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_option_value_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
CREATE TABLE "product_sales_channel" (
	"store_id" text NOT NULL,
	"product_id" text NOT NULL,
	"sales_channel_id" text NOT NULL,
	CONSTRAINT "product_sales_channel_store_id_product_id_sales_channel_id_pk" PRIMARY KEY("store_id","product_id","sales_channel_id")
);
--> statement-breakpoint
CREATE TABLE "product_tags" (
	"store_id" text NOT NULL,
	"product_id" text NOT NULL,
	"tag_id" text NOT NULL,
	CONSTRAINT "product_tags_store_id_product_id_tag_id_pk" PRIMARY KEY("store_id","product_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "product_variant" (
	"store_id" text NOT NULL,
	"id" text NOT NULL,
	"product_id" text NOT NULL,
	"title" text NOT NULL,
	"sku" text,
	"barcode" text,
	"ean" text,
	"upc" text,
	"variant_rank" integer DEFAULT 0 NOT NULL,
	"inventory_quantity" integer DEFAULT 0 NOT NULL,
	"allow_backorder" boolean DEFAULT false NOT NULL,
	"manage_inventory" boolean DEFAULT true NOT NULL,
	"weight" integer,
	"length" integer,
	"height" integer,
	"width" integer,
	"hs_code" text,
	"origin_country" text,
	"mid_code" text,
	"material" text,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "product_variant_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
CREATE TABLE "saved_view" (
	"store_id" text NOT NULL,
	"id" text NOT NULL,
	"user_id" text NOT NULL,
	"resource" text NOT NULL,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_view_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
CREATE TABLE "uploaded_file" (
	"store_id" text NOT NULL,
	"id" text NOT NULL,
	"key" text NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" bigint NOT NULL,
	"is_protected" boolean DEFAULT false NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploaded_file_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
ALTER TABLE "store_currency" ADD COLUMN "includes_tax" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product_collection" ADD CONSTRAINT "product_collection_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_type" ADD CONSTRAINT "product_type_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tag" ADD CONSTRAINT "product_tag_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_category" ADD CONSTRAINT "product_category_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_category" ADD CONSTRAINT "product_category_parent_fk" FOREIGN KEY ("store_id","parent_category_id") REFERENCES "public"."product_category"("store_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list" ADD CONSTRAINT "price_list_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_amount" ADD CONSTRAINT "money_amount_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_amount" ADD CONSTRAINT "money_amount_currency_code_currency_code_fk" FOREIGN KEY ("currency_code") REFERENCES "public"."currency"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_amount" ADD CONSTRAINT "money_amount_variant_fk" FOREIGN KEY ("store_id","variant_id") REFERENCES "public"."product_variant"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_amount" ADD CONSTRAINT "money_amount_price_list_fk" FOREIGN KEY ("store_id","price_list_id") REFERENCES "public"."price_list"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_amount" ADD CONSTRAINT "money_amount_region_fk" FOREIGN KEY ("store_id","region_id") REFERENCES "public"."region"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_collection_fk" FOREIGN KEY ("store_id","collection_id") REFERENCES "public"."product_collection"("store_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_type_fk" FOREIGN KEY ("store_id","type_id") REFERENCES "public"."product_type"("store_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_category_product" ADD CONSTRAINT "product_category_product_product_fk" FOREIGN KEY ("store_id","product_id") REFERENCES "public"."product"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_category_product" ADD CONSTRAINT "product_category_product_category_fk" FOREIGN KEY ("store_id","category_id") REFERENCES "public"."product_category"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_image" ADD CONSTRAINT "product_image_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_image" ADD CONSTRAINT "product_image_product_fk" FOREIGN KEY ("store_id","product_id") REFERENCES "public"."product"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_option" ADD CONSTRAINT "product_option_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_option" ADD CONSTRAINT "product_option_product_fk" FOREIGN KEY ("store_id","product_id") REFERENCES "public"."product"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_option_value" ADD CONSTRAINT "product_option_value_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_option_value" ADD CONSTRAINT "product_option_value_option_fk" FOREIGN KEY ("store_id","option_id") REFERENCES "public"."product_option"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_option_value" ADD CONSTRAINT "product_option_value_variant_fk" FOREIGN KEY ("store_id","variant_id") REFERENCES "public"."product_variant"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sales_channel" ADD CONSTRAINT "product_sales_channel_product_fk" FOREIGN KEY ("store_id","product_id") REFERENCES "public"."product"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sales_channel" ADD CONSTRAINT "product_sales_channel_channel_fk" FOREIGN KEY ("store_id","sales_channel_id") REFERENCES "public"."sales_channel"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tags" ADD CONSTRAINT "product_tags_product_fk" FOREIGN KEY ("store_id","product_id") REFERENCES "public"."product"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tags" ADD CONSTRAINT "product_tags_tag_fk" FOREIGN KEY ("store_id","tag_id") REFERENCES "public"."product_tag"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variant" ADD CONSTRAINT "product_variant_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variant" ADD CONSTRAINT "product_variant_product_fk" FOREIGN KEY ("store_id","product_id") REFERENCES "public"."product"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_view" ADD CONSTRAINT "saved_view_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_file" ADD CONSTRAINT "uploaded_file_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_collection_handle_idx" ON "product_collection" USING btree ("store_id","handle") WHERE "product_collection"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "product_type_value_idx" ON "product_type" USING btree ("store_id","value") WHERE "product_type"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "product_tag_value_idx" ON "product_tag" USING btree ("store_id","value") WHERE "product_tag"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "product_category_handle_idx" ON "product_category" USING btree ("store_id","handle");--> statement-breakpoint
CREATE INDEX "product_category_parent_idx" ON "product_category" USING btree ("store_id","parent_category_id","rank");--> statement-breakpoint
CREATE INDEX "price_list_created_idx" ON "price_list" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "money_amount_variant_idx" ON "money_amount" USING btree ("store_id","variant_id");--> statement-breakpoint
CREATE INDEX "money_amount_price_list_idx" ON "money_amount" USING btree ("store_id","price_list_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_handle_idx" ON "product" USING btree ("store_id","handle") WHERE "product"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "product_created_idx" ON "product" USING btree ("store_id","created_at","id");--> statement-breakpoint
CREATE INDEX "product_collection_idx" ON "product" USING btree ("store_id","collection_id");--> statement-breakpoint
CREATE INDEX "product_type_idx" ON "product" USING btree ("store_id","type_id");--> statement-breakpoint
CREATE INDEX "product_category_product_category_idx" ON "product_category_product" USING btree ("store_id","category_id");--> statement-breakpoint
CREATE INDEX "product_image_product_idx" ON "product_image" USING btree ("store_id","product_id","rank");--> statement-breakpoint
CREATE INDEX "product_option_product_idx" ON "product_option" USING btree ("store_id","product_id","rank");--> statement-breakpoint
CREATE UNIQUE INDEX "product_option_value_pair_idx" ON "product_option_value" USING btree ("store_id","variant_id","option_id");--> statement-breakpoint
CREATE INDEX "product_option_value_option_idx" ON "product_option_value" USING btree ("store_id","option_id");--> statement-breakpoint
CREATE INDEX "product_sales_channel_channel_idx" ON "product_sales_channel" USING btree ("store_id","sales_channel_id");--> statement-breakpoint
CREATE INDEX "product_tags_tag_idx" ON "product_tags" USING btree ("store_id","tag_id");--> statement-breakpoint
CREATE INDEX "product_variant_product_idx" ON "product_variant" USING btree ("store_id","product_id","variant_rank");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variant_sku_idx" ON "product_variant" USING btree ("store_id","sku") WHERE "product_variant"."sku" is not null and "product_variant"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variant_barcode_idx" ON "product_variant" USING btree ("store_id","barcode") WHERE "product_variant"."barcode" is not null and "product_variant"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variant_ean_idx" ON "product_variant" USING btree ("store_id","ean") WHERE "product_variant"."ean" is not null and "product_variant"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variant_upc_idx" ON "product_variant" USING btree ("store_id","upc") WHERE "product_variant"."upc" is not null and "product_variant"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "saved_view_user_idx" ON "saved_view" USING btree ("store_id","user_id","resource");--> statement-breakpoint
CREATE UNIQUE INDEX "uploaded_file_key_idx" ON "uploaded_file" USING btree ("key");