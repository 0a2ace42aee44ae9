CREATE TABLE "country" (
	"iso_2" text PRIMARY KEY NOT NULL,
	"iso_3" text NOT NULL,
	"num_code" integer NOT NULL,
	"id" integer NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	CONSTRAINT "country_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "region_country" (
	"store_id" text NOT NULL,
	"iso_2" text NOT NULL,
	"region_id" text NOT NULL,
	CONSTRAINT "region_country_store_id_iso_2_pk" PRIMARY KEY("store_id","iso_2")
);
--> statement-breakpoint
CREATE TABLE "region_fulfillment_provider" (
	"store_id" text NOT NULL,
	"region_id" text NOT NULL,
	"provider_id" text NOT NULL,
	CONSTRAINT "region_fulfillment_provider_store_id_region_id_provider_id_pk" PRIMARY KEY("store_id","region_id","provider_id")
);
--> statement-breakpoint
CREATE TABLE "region_payment_provider" (
	"store_id" text NOT NULL,
	"region_id" text NOT NULL,
	"provider_id" text NOT NULL,
	CONSTRAINT "region_payment_provider_store_id_region_id_provider_id_pk" PRIMARY KEY("store_id","region_id","provider_id")
);
--> statement-breakpoint
CREATE TABLE "product_shipping_profile" (
	"store_id" text NOT NULL,
	"product_id" text NOT NULL,
	"profile_id" text NOT NULL,
	CONSTRAINT "product_shipping_profile_store_id_product_id_pk" PRIMARY KEY("store_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "shipping_option" (
	"store_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"region_id" text NOT NULL,
	"profile_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"price_type" text NOT NULL,
	"amount" bigint,
	"is_return" boolean DEFAULT false NOT NULL,
	"admin_only" boolean DEFAULT false NOT NULL,
	"includes_tax" boolean DEFAULT false NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "shipping_option_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
CREATE TABLE "shipping_option_requirement" (
	"store_id" text NOT NULL,
	"id" text NOT NULL,
	"shipping_option_id" text NOT NULL,
	"type" text NOT NULL,
	"amount" bigint NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "shipping_option_requirement_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
CREATE TABLE "shipping_profile" (
	"store_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "shipping_profile_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
CREATE TABLE "product_tax_rate" (
	"store_id" text NOT NULL,
	"rate_id" text NOT NULL,
	"product_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_tax_rate_store_id_rate_id_product_id_pk" PRIMARY KEY("store_id","rate_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_type_tax_rate" (
	"store_id" text NOT NULL,
	"rate_id" text NOT NULL,
	"product_type_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_type_tax_rate_store_id_rate_id_product_type_id_pk" PRIMARY KEY("store_id","rate_id","product_type_id")
);
--> statement-breakpoint
CREATE TABLE "shipping_tax_rate" (
	"store_id" text NOT NULL,
	"rate_id" text NOT NULL,
	"shipping_option_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_tax_rate_store_id_rate_id_shipping_option_id_pk" PRIMARY KEY("store_id","rate_id","shipping_option_id")
);
--> statement-breakpoint
CREATE TABLE "tax_rate" (
	"store_id" text NOT NULL,
	"id" text NOT NULL,
	"region_id" text NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"rate" numeric(6, 3),
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_rate_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
CREATE TABLE "sales_channel_stock_location" (
	"store_id" text NOT NULL,
	"sales_channel_id" text NOT NULL,
	"location_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_channel_stock_location_store_id_sales_channel_id_location_id_pk" PRIMARY KEY("store_id","sales_channel_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "stock_location" (
	"store_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"address_id" text,
	"address_1" text,
	"address_2" text,
	"company" text,
	"city" text,
	"country_code" text,
	"phone" text,
	"province" text,
	"postal_code" text,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "stock_location_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
CREATE TABLE "inventory_item" (
	"store_id" text NOT NULL,
	"id" text NOT NULL,
	"sku" text,
	"title" text,
	"description" text,
	"thumbnail" text,
	"origin_country" text,
	"hs_code" text,
	"mid_code" text,
	"material" text,
	"weight" integer,
	"length" integer,
	"height" integer,
	"width" integer,
	"requires_shipping" boolean DEFAULT true NOT NULL,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "inventory_item_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
CREATE TABLE "inventory_level" (
	"store_id" text NOT NULL,
	"id" text NOT NULL,
	"inventory_item_id" text NOT NULL,
	"location_id" text NOT NULL,
	"stocked_quantity" integer DEFAULT 0 NOT NULL,
	"reserved_quantity" integer DEFAULT 0 NOT NULL,
	"incoming_quantity" integer DEFAULT 0 NOT NULL,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_level_store_id_id_pk" PRIMARY KEY("store_id","id"),
	CONSTRAINT "inventory_level_stocked_check" CHECK ("inventory_level"."stocked_quantity" >= 0),
	CONSTRAINT "inventory_level_reserved_check" CHECK ("inventory_level"."reserved_quantity" >= 0),
	CONSTRAINT "inventory_level_incoming_check" CHECK ("inventory_level"."incoming_quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reservation_item" (
	"store_id" text NOT NULL,
	"id" text NOT NULL,
	"inventory_item_id" text NOT NULL,
	"location_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"line_item_id" text,
	"external_id" text,
	"description" text,
	"created_by" text,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "reservation_item_store_id_id_pk" PRIMARY KEY("store_id","id"),
	CONSTRAINT "reservation_item_quantity_check" CHECK ("reservation_item"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "product_variant_inventory_item" (
	"store_id" text NOT NULL,
	"id" text NOT NULL,
	"variant_id" text NOT NULL,
	"inventory_item_id" text NOT NULL,
	"required_quantity" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variant_inventory_item_store_id_id_pk" PRIMARY KEY("store_id","id"),
	CONSTRAINT "product_variant_inventory_item_quantity_check" CHECK ("product_variant_inventory_item"."required_quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_provider_config" (
	"store_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"secrets_encrypted" text NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_provider_config_store_id_provider_id_pk" PRIMARY KEY("store_id","provider_id")
);
--> statement-breakpoint
ALTER TABLE "region" ADD COLUMN "tax_provider_id" text;--> statement-breakpoint
ALTER TABLE "region_country" ADD CONSTRAINT "region_country_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "region_country" ADD CONSTRAINT "region_country_iso_2_country_iso_2_fk" FOREIGN KEY ("iso_2") REFERENCES "public"."country"("iso_2") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "region_country" ADD CONSTRAINT "region_country_region_fk" FOREIGN KEY ("store_id","region_id") REFERENCES "public"."region"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "region_fulfillment_provider" ADD CONSTRAINT "region_fulfillment_provider_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "region_fulfillment_provider" ADD CONSTRAINT "region_fulfillment_provider_region_fk" FOREIGN KEY ("store_id","region_id") REFERENCES "public"."region"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "region_payment_provider" ADD CONSTRAINT "region_payment_provider_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "region_payment_provider" ADD CONSTRAINT "region_payment_provider_region_fk" FOREIGN KEY ("store_id","region_id") REFERENCES "public"."region"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_shipping_profile" ADD CONSTRAINT "product_shipping_profile_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_shipping_profile" ADD CONSTRAINT "product_shipping_profile_product_fk" FOREIGN KEY ("store_id","product_id") REFERENCES "public"."product"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_shipping_profile" ADD CONSTRAINT "product_shipping_profile_profile_fk" FOREIGN KEY ("store_id","profile_id") REFERENCES "public"."shipping_profile"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_option" ADD CONSTRAINT "shipping_option_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_option" ADD CONSTRAINT "shipping_option_region_fk" FOREIGN KEY ("store_id","region_id") REFERENCES "public"."region"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_option" ADD CONSTRAINT "shipping_option_profile_fk" FOREIGN KEY ("store_id","profile_id") REFERENCES "public"."shipping_profile"("store_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_option_requirement" ADD CONSTRAINT "shipping_option_requirement_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_option_requirement" ADD CONSTRAINT "shipping_option_requirement_option_fk" FOREIGN KEY ("store_id","shipping_option_id") REFERENCES "public"."shipping_option"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_profile" ADD CONSTRAINT "shipping_profile_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tax_rate" ADD CONSTRAINT "product_tax_rate_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tax_rate" ADD CONSTRAINT "product_tax_rate_rate_fk" FOREIGN KEY ("store_id","rate_id") REFERENCES "public"."tax_rate"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tax_rate" ADD CONSTRAINT "product_tax_rate_target_fk" FOREIGN KEY ("store_id","product_id") REFERENCES "public"."product"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_type_tax_rate" ADD CONSTRAINT "product_type_tax_rate_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_type_tax_rate" ADD CONSTRAINT "product_type_tax_rate_rate_fk" FOREIGN KEY ("store_id","rate_id") REFERENCES "public"."tax_rate"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_type_tax_rate" ADD CONSTRAINT "product_type_tax_rate_target_fk" FOREIGN KEY ("store_id","product_type_id") REFERENCES "public"."product_type"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_tax_rate" ADD CONSTRAINT "shipping_tax_rate_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_tax_rate" ADD CONSTRAINT "shipping_tax_rate_rate_fk" FOREIGN KEY ("store_id","rate_id") REFERENCES "public"."tax_rate"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_tax_rate" ADD CONSTRAINT "shipping_tax_rate_target_fk" FOREIGN KEY ("store_id","shipping_option_id") REFERENCES "public"."shipping_option"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_rate" ADD CONSTRAINT "tax_rate_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_rate" ADD CONSTRAINT "tax_rate_region_fk" FOREIGN KEY ("store_id","region_id") REFERENCES "public"."region"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_channel_stock_location" ADD CONSTRAINT "sales_channel_stock_location_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_channel_stock_location" ADD CONSTRAINT "sales_channel_stock_location_channel_fk" FOREIGN KEY ("store_id","sales_channel_id") REFERENCES "public"."sales_channel"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_channel_stock_location" ADD CONSTRAINT "sales_channel_stock_location_location_fk" FOREIGN KEY ("store_id","location_id") REFERENCES "public"."stock_location"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_location" ADD CONSTRAINT "stock_location_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_location" ADD CONSTRAINT "stock_location_country_code_country_iso_2_fk" FOREIGN KEY ("country_code") REFERENCES "public"."country"("iso_2") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_item" ADD CONSTRAINT "inventory_item_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_level" ADD CONSTRAINT "inventory_level_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_level" ADD CONSTRAINT "inventory_level_item_fk" FOREIGN KEY ("store_id","inventory_item_id") REFERENCES "public"."inventory_item"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_level" ADD CONSTRAINT "inventory_level_location_fk" FOREIGN KEY ("store_id","location_id") REFERENCES "public"."stock_location"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_item" ADD CONSTRAINT "reservation_item_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_item" ADD CONSTRAINT "reservation_item_item_fk" FOREIGN KEY ("store_id","inventory_item_id") REFERENCES "public"."inventory_item"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_item" ADD CONSTRAINT "reservation_item_location_fk" FOREIGN KEY ("store_id","location_id") REFERENCES "public"."stock_location"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variant_inventory_item" ADD CONSTRAINT "product_variant_inventory_item_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variant_inventory_item" ADD CONSTRAINT "product_variant_inventory_item_variant_fk" FOREIGN KEY ("store_id","variant_id") REFERENCES "public"."product_variant"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variant_inventory_item" ADD CONSTRAINT "product_variant_inventory_item_item_fk" FOREIGN KEY ("store_id","inventory_item_id") REFERENCES "public"."inventory_item"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_provider_config" ADD CONSTRAINT "payment_provider_config_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "region_country_region_idx" ON "region_country" USING btree ("store_id","region_id");--> statement-breakpoint
CREATE INDEX "product_shipping_profile_profile_idx" ON "product_shipping_profile" USING btree ("store_id","profile_id");--> statement-breakpoint
CREATE INDEX "shipping_option_region_idx" ON "shipping_option" USING btree ("store_id","region_id");--> statement-breakpoint
CREATE INDEX "shipping_option_profile_idx" ON "shipping_option" USING btree ("store_id","profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_option_requirement_type_idx" ON "shipping_option_requirement" USING btree ("store_id","shipping_option_id","type") WHERE "shipping_option_requirement"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_profile_kind_idx" ON "shipping_profile" USING btree ("store_id","type") WHERE "shipping_profile"."type" <> 'custom' and "shipping_profile"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "product_tax_rate_target_idx" ON "product_tax_rate" USING btree ("store_id","product_id");--> statement-breakpoint
CREATE INDEX "product_type_tax_rate_target_idx" ON "product_type_tax_rate" USING btree ("store_id","product_type_id");--> statement-breakpoint
CREATE INDEX "shipping_tax_rate_target_idx" ON "shipping_tax_rate" USING btree ("store_id","shipping_option_id");--> statement-breakpoint
CREATE INDEX "tax_rate_region_idx" ON "tax_rate" USING btree ("store_id","region_id");--> statement-breakpoint
CREATE INDEX "sales_channel_stock_location_location_idx" ON "sales_channel_stock_location" USING btree ("store_id","location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_item_sku_idx" ON "inventory_item" USING btree ("store_id","sku") WHERE "inventory_item"."sku" is not null and "inventory_item"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_level_item_location_idx" ON "inventory_level" USING btree ("store_id","inventory_item_id","location_id");--> statement-breakpoint
CREATE INDEX "inventory_level_location_idx" ON "inventory_level" USING btree ("store_id","location_id");--> statement-breakpoint
CREATE INDEX "reservation_item_item_idx" ON "reservation_item" USING btree ("store_id","inventory_item_id","location_id");--> statement-breakpoint
CREATE INDEX "reservation_item_line_idx" ON "reservation_item" USING btree ("store_id","line_item_id") WHERE "reservation_item"."line_item_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variant_inventory_item_variant_idx" ON "product_variant_inventory_item" USING btree ("store_id","variant_id");--> statement-breakpoint
CREATE INDEX "product_variant_inventory_item_item_idx" ON "product_variant_inventory_item" USING btree ("store_id","inventory_item_id");