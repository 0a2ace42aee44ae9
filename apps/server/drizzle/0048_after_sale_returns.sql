-- Returns (issue 28): return reasons, returns and their lines, a return's shipping method, and
-- how much of each order line live returns hold (line_item.return_requested_quantity).
CREATE TABLE "return_item" (
	"store_id" text NOT NULL,
	"return_id" text NOT NULL,
	"item_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"is_requested" boolean DEFAULT true NOT NULL,
	"requested_quantity" integer,
	"received_quantity" integer,
	"reason_id" text,
	"note" text,
	"metadata" jsonb,
	CONSTRAINT "return_item_store_id_return_id_item_id_pk" PRIMARY KEY("store_id","return_id","item_id"),
	CONSTRAINT "return_item_quantity_check" CHECK ("return_item"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "return" (
	"store_id" text NOT NULL,
	"id" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"order_id" text NOT NULL,
	"swap_id" text,
	"claim_order_id" text,
	"location_id" text,
	"shipping_data" jsonb,
	"refund_amount" integer DEFAULT 0 NOT NULL,
	"received_at" timestamp with time zone,
	"no_notification" boolean,
	"idempotency_key" text,
	"receive_key" text,
	"created_by" text,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_store_id_id_pk" PRIMARY KEY("store_id","id"),
	CONSTRAINT "return_status_check" CHECK (status in ('requested', 'received', 'requires_action', 'canceled')),
	CONSTRAINT "return_refund_amount_check" CHECK ("return"."refund_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "return_reason" (
	"store_id" text NOT NULL,
	"id" text NOT NULL,
	"value" text NOT NULL,
	"label" text NOT NULL,
	"description" text,
	"parent_return_reason_id" text,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "return_reason_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
ALTER TABLE "line_item" ADD COLUMN "return_requested_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_method" ADD COLUMN "return_id" text;--> statement-breakpoint
ALTER TABLE "return_item" ADD CONSTRAINT "return_item_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_item" ADD CONSTRAINT "return_item_return_fk" FOREIGN KEY ("store_id","return_id") REFERENCES "public"."return"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_item" ADD CONSTRAINT "return_item_reason_fk" FOREIGN KEY ("store_id","reason_id") REFERENCES "public"."return_reason"("store_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return" ADD CONSTRAINT "return_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return" ADD CONSTRAINT "return_order_fk" FOREIGN KEY ("store_id","order_id") REFERENCES "public"."order"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return" ADD CONSTRAINT "return_location_fk" FOREIGN KEY ("store_id","location_id") REFERENCES "public"."stock_location"("store_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_reason" ADD CONSTRAINT "return_reason_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_reason" ADD CONSTRAINT "return_reason_parent_fk" FOREIGN KEY ("store_id","parent_return_reason_id") REFERENCES "public"."return_reason"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_item_item_idx" ON "return_item" USING btree ("store_id","item_id");--> statement-breakpoint
CREATE INDEX "return_order_idx" ON "return" USING btree ("store_id","order_id");--> statement-breakpoint
CREATE INDEX "return_created_idx" ON "return" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "return_status_idx" ON "return" USING btree ("store_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "return_idempotency_idx" ON "return" USING btree ("store_id","idempotency_key") WHERE "return"."idempotency_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "return_reason_value_idx" ON "return_reason" USING btree ("store_id","value") WHERE "return_reason"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "return_reason_parent_idx" ON "return_reason" USING btree ("store_id","parent_return_reason_id");--> statement-breakpoint
ALTER TABLE "shipping_method" ADD CONSTRAINT "shipping_method_return_fk" FOREIGN KEY ("store_id","return_id") REFERENCES "public"."return"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipping_method_return_idx" ON "shipping_method" USING btree ("store_id","return_id") WHERE "shipping_method"."return_id" is not null;--> statement-breakpoint
SELECT storedesk_tenant_table('return_reason');--> statement-breakpoint
SELECT storedesk_tenant_table('return');--> statement-breakpoint
SELECT storedesk_tenant_table('return_item');
