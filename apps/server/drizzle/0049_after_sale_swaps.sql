CREATE TABLE "swap" (
	"store_id" text NOT NULL,
	"id" text NOT NULL,
	"order_id" text NOT NULL,
	"fulfillment_status" text DEFAULT 'not_fulfilled' NOT NULL,
	"payment_status" text DEFAULT 'not_paid' NOT NULL,
	"difference_due" bigint,
	"shipping_address_id" text,
	"cart_id" text,
	"confirmed_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"no_notification" boolean,
	"allow_backorder" boolean DEFAULT false NOT NULL,
	"idempotency_key" text,
	"created_by" text,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "swap_store_id_id_pk" PRIMARY KEY("store_id","id"),
	CONSTRAINT "swap_payment_status_check" CHECK (payment_status in ('not_paid', 'awaiting', 'captured', 'confirmed', 'canceled', 'difference_refunded', 'partially_refunded', 'refunded', 'requires_action')),
	CONSTRAINT "swap_fulfillment_status_check" CHECK (fulfillment_status in ('not_fulfilled', 'fulfilled', 'shipped', 'partially_shipped', 'canceled', 'requires_action'))
);
--> statement-breakpoint
ALTER TABLE "line_item" DROP CONSTRAINT "line_item_quantity_check";--> statement-breakpoint
ALTER TABLE "line_item" DROP CONSTRAINT "line_item_owner_check";--> statement-breakpoint
ALTER TABLE "line_item" ADD COLUMN "swap_id" text;--> statement-breakpoint
ALTER TABLE "shipping_method" ADD COLUMN "swap_id" text;--> statement-breakpoint
ALTER TABLE "fulfillment" ADD COLUMN "swap_id" text;--> statement-breakpoint
ALTER TABLE "swap" ADD CONSTRAINT "swap_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swap" ADD CONSTRAINT "swap_order_fk" FOREIGN KEY ("store_id","order_id") REFERENCES "public"."order"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "swap_order_idx" ON "swap" USING btree ("store_id","order_id");--> statement-breakpoint
CREATE INDEX "swap_created_idx" ON "swap" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "swap_cart_idx" ON "swap" USING btree ("store_id","cart_id") WHERE "swap"."cart_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "swap_idempotency_idx" ON "swap" USING btree ("store_id","idempotency_key") WHERE "swap"."idempotency_key" is not null;--> statement-breakpoint
ALTER TABLE "line_item" ADD CONSTRAINT "line_item_swap_fk" FOREIGN KEY ("store_id","swap_id") REFERENCES "public"."swap"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_method" ADD CONSTRAINT "shipping_method_swap_fk" FOREIGN KEY ("store_id","swap_id") REFERENCES "public"."swap"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfillment" ADD CONSTRAINT "fulfillment_swap_fk" FOREIGN KEY ("store_id","swap_id") REFERENCES "public"."swap"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return" ADD CONSTRAINT "return_swap_fk" FOREIGN KEY ("store_id","swap_id") REFERENCES "public"."swap"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "line_item_swap_idx" ON "line_item" USING btree ("store_id","swap_id") WHERE "line_item"."swap_id" is not null;--> statement-breakpoint
CREATE INDEX "shipping_method_swap_idx" ON "shipping_method" USING btree ("store_id","swap_id") WHERE "shipping_method"."swap_id" is not null;--> statement-breakpoint
CREATE INDEX "return_swap_idx" ON "return" USING btree ("store_id","swap_id") WHERE "return"."swap_id" is not null;--> statement-breakpoint
ALTER TABLE "line_item" ADD CONSTRAINT "line_item_quantity_check" CHECK ("line_item"."quantity" > 0 or ("line_item"."is_return" and "line_item"."quantity" < 0));--> statement-breakpoint
ALTER TABLE "line_item" ADD CONSTRAINT "line_item_owner_check" CHECK ("line_item"."cart_id" is not null or "line_item"."order_id" is not null or "line_item"."swap_id" is not null);--> statement-breakpoint
SELECT storedesk_tenant_table('swap');
