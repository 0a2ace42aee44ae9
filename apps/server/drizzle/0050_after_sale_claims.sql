CREATE TABLE "claim_image" (
	"store_id" text NOT NULL,
	"id" text NOT NULL,
	"claim_item_id" text NOT NULL,
	"url" text NOT NULL,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "claim_image_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
CREATE TABLE "claim_item" (
	"store_id" text NOT NULL,
	"id" text NOT NULL,
	"claim_order_id" text NOT NULL,
	"item_id" text NOT NULL,
	"variant_id" text,
	"reason" text NOT NULL,
	"note" text,
	"quantity" integer NOT NULL,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "claim_item_store_id_id_pk" PRIMARY KEY("store_id","id"),
	CONSTRAINT "claim_item_reason_check" CHECK (reason in ('missing_item', 'wrong_item', 'production_failure', 'other')),
	CONSTRAINT "claim_item_quantity_check" CHECK ("claim_item"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "claim_item_tags" (
	"store_id" text NOT NULL,
	"item_id" text NOT NULL,
	"tag_id" text NOT NULL,
	CONSTRAINT "claim_item_tags_store_id_item_id_tag_id_pk" PRIMARY KEY("store_id","item_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "claim_order" (
	"store_id" text NOT NULL,
	"id" text NOT NULL,
	"order_id" text NOT NULL,
	"type" text NOT NULL,
	"payment_status" text DEFAULT 'na' NOT NULL,
	"fulfillment_status" text DEFAULT 'not_fulfilled' NOT NULL,
	"shipping_address_id" text,
	"refund_amount" bigint,
	"canceled_at" timestamp with time zone,
	"no_notification" boolean,
	"idempotency_key" text,
	"created_by" text,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "claim_order_store_id_id_pk" PRIMARY KEY("store_id","id"),
	CONSTRAINT "claim_order_type_check" CHECK (type in ('refund', 'replace')),
	CONSTRAINT "claim_order_payment_status_check" CHECK (payment_status in ('na', 'not_refunded', 'refunded')),
	CONSTRAINT "claim_order_fulfillment_status_check" CHECK (fulfillment_status in ('not_fulfilled', 'partially_fulfilled', 'fulfilled', 'partially_shipped', 'shipped', 'partially_returned', 'returned', 'canceled', 'requires_action'))
);
--> statement-breakpoint
CREATE TABLE "claim_tag" (
	"store_id" text NOT NULL,
	"id" text NOT NULL,
	"value" text NOT NULL,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "claim_tag_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
ALTER TABLE "line_item" DROP CONSTRAINT "line_item_owner_check";--> statement-breakpoint
ALTER TABLE "line_item" ADD COLUMN "claim_order_id" text;--> statement-breakpoint
ALTER TABLE "shipping_method" ADD COLUMN "claim_order_id" text;--> statement-breakpoint
ALTER TABLE "fulfillment" ADD COLUMN "claim_order_id" text;--> statement-breakpoint
ALTER TABLE "claim_image" ADD CONSTRAINT "claim_image_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_image" ADD CONSTRAINT "claim_image_item_fk" FOREIGN KEY ("store_id","claim_item_id") REFERENCES "public"."claim_item"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_item" ADD CONSTRAINT "claim_item_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_item" ADD CONSTRAINT "claim_item_claim_fk" FOREIGN KEY ("store_id","claim_order_id") REFERENCES "public"."claim_order"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_item_tags" ADD CONSTRAINT "claim_item_tags_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_item_tags" ADD CONSTRAINT "claim_item_tags_item_fk" FOREIGN KEY ("store_id","item_id") REFERENCES "public"."claim_item"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_item_tags" ADD CONSTRAINT "claim_item_tags_tag_fk" FOREIGN KEY ("store_id","tag_id") REFERENCES "public"."claim_tag"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_order" ADD CONSTRAINT "claim_order_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_order" ADD CONSTRAINT "claim_order_order_fk" FOREIGN KEY ("store_id","order_id") REFERENCES "public"."order"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_tag" ADD CONSTRAINT "claim_tag_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_image_item_idx" ON "claim_image" USING btree ("store_id","claim_item_id");--> statement-breakpoint
CREATE INDEX "claim_item_claim_idx" ON "claim_item" USING btree ("store_id","claim_order_id");--> statement-breakpoint
CREATE INDEX "claim_order_order_idx" ON "claim_order" USING btree ("store_id","order_id");--> statement-breakpoint
CREATE INDEX "claim_order_created_idx" ON "claim_order" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "claim_order_idempotency_idx" ON "claim_order" USING btree ("store_id","idempotency_key") WHERE "claim_order"."idempotency_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "claim_tag_value_idx" ON "claim_tag" USING btree ("store_id","value");--> statement-breakpoint
ALTER TABLE "line_item" ADD CONSTRAINT "line_item_claim_fk" FOREIGN KEY ("store_id","claim_order_id") REFERENCES "public"."claim_order"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_method" ADD CONSTRAINT "shipping_method_claim_fk" FOREIGN KEY ("store_id","claim_order_id") REFERENCES "public"."claim_order"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfillment" ADD CONSTRAINT "fulfillment_claim_fk" FOREIGN KEY ("store_id","claim_order_id") REFERENCES "public"."claim_order"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return" ADD CONSTRAINT "return_claim_fk" FOREIGN KEY ("store_id","claim_order_id") REFERENCES "public"."claim_order"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "line_item_claim_idx" ON "line_item" USING btree ("store_id","claim_order_id") WHERE "line_item"."claim_order_id" is not null;--> statement-breakpoint
CREATE INDEX "shipping_method_claim_idx" ON "shipping_method" USING btree ("store_id","claim_order_id") WHERE "shipping_method"."claim_order_id" is not null;--> statement-breakpoint
CREATE INDEX "return_claim_idx" ON "return" USING btree ("store_id","claim_order_id") WHERE "return"."claim_order_id" is not null;--> statement-breakpoint
ALTER TABLE "line_item" ADD CONSTRAINT "line_item_owner_check" CHECK ("line_item"."cart_id" is not null or "line_item"."order_id" is not null or "line_item"."swap_id" is not null or "line_item"."claim_order_id" is not null);--> statement-breakpoint
SELECT storedesk_tenant_table('claim_order');--> statement-breakpoint
SELECT storedesk_tenant_table('claim_item');--> statement-breakpoint
SELECT storedesk_tenant_table('claim_image');--> statement-breakpoint
SELECT storedesk_tenant_table('claim_tag');--> statement-breakpoint
SELECT storedesk_tenant_table('claim_item_tags');
