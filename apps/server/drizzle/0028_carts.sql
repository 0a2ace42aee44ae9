CREATE TABLE "cart" (
	"store_id" text NOT NULL,
	"id" text NOT NULL,
	"email" text,
	"billing_address_id" text,
	"shipping_address_id" text,
	"region_id" text NOT NULL,
	"customer_id" text,
	"payment_id" text,
	"type" text DEFAULT 'default' NOT NULL,
	"completed_at" timestamp with time zone,
	"payment_authorized_at" timestamp with time zone,
	"idempotency_key" text,
	"context" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sales_channel_id" text,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "cart_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
CREATE TABLE "cart_request_key" (
	"store_id" text NOT NULL,
	"cart_id" text NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_request_key_store_id_cart_id_key_pk" PRIMARY KEY("store_id","cart_id","key")
);
--> statement-breakpoint
CREATE TABLE "line_item" (
	"store_id" text NOT NULL,
	"id" text NOT NULL,
	"cart_id" text,
	"order_id" text,
	"title" text NOT NULL,
	"description" text,
	"thumbnail" text,
	"is_return" boolean DEFAULT false NOT NULL,
	"is_giftcard" boolean DEFAULT false NOT NULL,
	"should_merge" boolean DEFAULT true NOT NULL,
	"allow_discounts" boolean DEFAULT true NOT NULL,
	"has_shipping" boolean,
	"unit_price" bigint NOT NULL,
	"variant_id" text,
	"product_id" text,
	"quantity" integer NOT NULL,
	"fulfilled_quantity" integer,
	"returned_quantity" integer,
	"shipped_quantity" integer,
	"includes_tax" boolean DEFAULT false NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "line_item_store_id_id_pk" PRIMARY KEY("store_id","id"),
	CONSTRAINT "line_item_quantity_check" CHECK ("line_item"."quantity" > 0),
	CONSTRAINT "line_item_owner_check" CHECK ("line_item"."cart_id" is not null or "line_item"."order_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "line_item_tax_line" (
	"store_id" text NOT NULL,
	"id" text NOT NULL,
	"item_id" text NOT NULL,
	"rate" numeric(6, 3) NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "line_item_tax_line_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
CREATE TABLE "payment_session" (
	"store_id" text NOT NULL,
	"id" text NOT NULL,
	"cart_id" text,
	"provider_id" text NOT NULL,
	"is_selected" boolean,
	"is_initiated" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"idempotency_key" text,
	"amount" bigint,
	"payment_authorized_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_session_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
CREATE TABLE "shipping_method" (
	"store_id" text NOT NULL,
	"id" text NOT NULL,
	"shipping_option_id" text NOT NULL,
	"cart_id" text,
	"order_id" text,
	"price" bigint NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"includes_tax" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_method_store_id_id_pk" PRIMARY KEY("store_id","id"),
	CONSTRAINT "shipping_method_price_check" CHECK ("shipping_method"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shipping_method_tax_line" (
	"store_id" text NOT NULL,
	"id" text NOT NULL,
	"shipping_method_id" text NOT NULL,
	"rate" numeric(6, 3) NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_method_tax_line_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
ALTER TABLE "cart" ADD CONSTRAINT "cart_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart" ADD CONSTRAINT "cart_region_fk" FOREIGN KEY ("store_id","region_id") REFERENCES "public"."region"("store_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart" ADD CONSTRAINT "cart_sales_channel_fk" FOREIGN KEY ("store_id","sales_channel_id") REFERENCES "public"."sales_channel"("store_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart" ADD CONSTRAINT "cart_customer_fk" FOREIGN KEY ("store_id","customer_id") REFERENCES "public"."customer"("store_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart" ADD CONSTRAINT "cart_shipping_address_fk" FOREIGN KEY ("store_id","shipping_address_id") REFERENCES "public"."address"("store_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart" ADD CONSTRAINT "cart_billing_address_fk" FOREIGN KEY ("store_id","billing_address_id") REFERENCES "public"."address"("store_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_request_key" ADD CONSTRAINT "cart_request_key_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_request_key" ADD CONSTRAINT "cart_request_key_cart_fk" FOREIGN KEY ("store_id","cart_id") REFERENCES "public"."cart"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_item" ADD CONSTRAINT "line_item_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_item" ADD CONSTRAINT "line_item_cart_fk" FOREIGN KEY ("store_id","cart_id") REFERENCES "public"."cart"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_item" ADD CONSTRAINT "line_item_order_fk" FOREIGN KEY ("store_id","order_id") REFERENCES "public"."order"("store_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_item" ADD CONSTRAINT "line_item_variant_fk" FOREIGN KEY ("store_id","variant_id") REFERENCES "public"."product_variant"("store_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_item_tax_line" ADD CONSTRAINT "line_item_tax_line_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_item_tax_line" ADD CONSTRAINT "line_item_tax_line_item_fk" FOREIGN KEY ("store_id","item_id") REFERENCES "public"."line_item"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_session" ADD CONSTRAINT "payment_session_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_session" ADD CONSTRAINT "payment_session_cart_fk" FOREIGN KEY ("store_id","cart_id") REFERENCES "public"."cart"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_method" ADD CONSTRAINT "shipping_method_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_method" ADD CONSTRAINT "shipping_method_cart_fk" FOREIGN KEY ("store_id","cart_id") REFERENCES "public"."cart"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_method" ADD CONSTRAINT "shipping_method_order_fk" FOREIGN KEY ("store_id","order_id") REFERENCES "public"."order"("store_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_method" ADD CONSTRAINT "shipping_method_option_fk" FOREIGN KEY ("store_id","shipping_option_id") REFERENCES "public"."shipping_option"("store_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_method_tax_line" ADD CONSTRAINT "shipping_method_tax_line_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_method_tax_line" ADD CONSTRAINT "shipping_method_tax_line_method_fk" FOREIGN KEY ("store_id","shipping_method_id") REFERENCES "public"."shipping_method"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_customer_idx" ON "cart" USING btree ("store_id","customer_id") WHERE "cart"."customer_id" is not null;--> statement-breakpoint
CREATE INDEX "line_item_cart_idx" ON "line_item" USING btree ("store_id","cart_id") WHERE "line_item"."cart_id" is not null;--> statement-breakpoint
CREATE INDEX "line_item_order_idx" ON "line_item" USING btree ("store_id","order_id") WHERE "line_item"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "line_item_variant_idx" ON "line_item" USING btree ("store_id","variant_id");--> statement-breakpoint
CREATE INDEX "line_item_tax_line_item_idx" ON "line_item_tax_line" USING btree ("store_id","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_session_cart_provider_idx" ON "payment_session" USING btree ("store_id","cart_id","provider_id") WHERE "payment_session"."cart_id" is not null;--> statement-breakpoint
CREATE INDEX "shipping_method_cart_idx" ON "shipping_method" USING btree ("store_id","cart_id") WHERE "shipping_method"."cart_id" is not null;--> statement-breakpoint
CREATE INDEX "shipping_method_order_idx" ON "shipping_method" USING btree ("store_id","order_id") WHERE "shipping_method"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "shipping_method_tax_line_method_idx" ON "shipping_method_tax_line" USING btree ("store_id","shipping_method_id");