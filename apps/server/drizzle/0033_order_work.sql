CREATE TABLE "fulfillment" (
	"store_id" text NOT NULL,
	"id" text NOT NULL,
	"order_id" text NOT NULL,
	"location_id" text,
	"provider_id" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"tracking_numbers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"no_notification" boolean,
	"shipped_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"idempotency_key" text,
	"created_by" text,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fulfillment_store_id_id_pk" PRIMARY KEY("store_id","id"),
	CONSTRAINT "fulfillment_state_check" CHECK ("fulfillment"."shipped_at" is null or "fulfillment"."canceled_at" is null)
);
--> statement-breakpoint
CREATE TABLE "fulfillment_item" (
	"store_id" text NOT NULL,
	"fulfillment_id" text NOT NULL,
	"item_id" text NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "fulfillment_item_store_id_fulfillment_id_item_id_pk" PRIMARY KEY("store_id","fulfillment_id","item_id"),
	CONSTRAINT "fulfillment_item_quantity_check" CHECK ("fulfillment_item"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_event" (
	"store_id" text NOT NULL,
	"id" text NOT NULL,
	"order_id" text NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"actor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_event_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
CREATE TABLE "refund" (
	"store_id" text NOT NULL,
	"id" text NOT NULL,
	"order_id" text NOT NULL,
	"payment_id" text NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_by" text,
	"idempotency_key" text,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_store_id_id_pk" PRIMARY KEY("store_id","id"),
	CONSTRAINT "refund_amount_check" CHECK ("refund"."amount" > 0),
	CONSTRAINT "refund_status_check" CHECK ("refund"."status" in ('pending', 'succeeded'))
);
--> statement-breakpoint
CREATE TABLE "tracking_link" (
	"store_id" text NOT NULL,
	"id" text NOT NULL,
	"fulfillment_id" text NOT NULL,
	"tracking_number" text NOT NULL,
	"url" text,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracking_link_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
CREATE TABLE "note" (
	"store_id" text NOT NULL,
	"id" text NOT NULL,
	"resource_type" text NOT NULL,
	"resource_id" text NOT NULL,
	"value" text NOT NULL,
	"author_id" text,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "note_store_id_id_pk" PRIMARY KEY("store_id","id"),
	CONSTRAINT "note_value_check" CHECK (length("note"."value") between 1 and 10000)
);
--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "subtotal" integer;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "shipping_total" integer;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "tax_total" integer;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "discount_total" integer;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "total" integer;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "amount_captured" integer;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "capture_claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "detail" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "to_address" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "parent_id" text;--> statement-breakpoint
ALTER TABLE "fulfillment" ADD CONSTRAINT "fulfillment_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfillment" ADD CONSTRAINT "fulfillment_order_fk" FOREIGN KEY ("store_id","order_id") REFERENCES "public"."order"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfillment" ADD CONSTRAINT "fulfillment_location_fk" FOREIGN KEY ("store_id","location_id") REFERENCES "public"."stock_location"("store_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfillment_item" ADD CONSTRAINT "fulfillment_item_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfillment_item" ADD CONSTRAINT "fulfillment_item_fulfillment_fk" FOREIGN KEY ("store_id","fulfillment_id") REFERENCES "public"."fulfillment"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_event" ADD CONSTRAINT "order_event_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_event" ADD CONSTRAINT "order_event_order_fk" FOREIGN KEY ("store_id","order_id") REFERENCES "public"."order"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund" ADD CONSTRAINT "refund_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund" ADD CONSTRAINT "refund_order_fk" FOREIGN KEY ("store_id","order_id") REFERENCES "public"."order"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund" ADD CONSTRAINT "refund_payment_fk" FOREIGN KEY ("store_id","payment_id") REFERENCES "public"."payment"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_link" ADD CONSTRAINT "tracking_link_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_link" ADD CONSTRAINT "tracking_link_fulfillment_fk" FOREIGN KEY ("store_id","fulfillment_id") REFERENCES "public"."fulfillment"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note" ADD CONSTRAINT "note_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fulfillment_order_idx" ON "fulfillment" USING btree ("store_id","order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_event_order_idx" ON "order_event" USING btree ("store_id","order_id","created_at");--> statement-breakpoint
CREATE INDEX "refund_order_idx" ON "refund" USING btree ("store_id","order_id","created_at");--> statement-breakpoint
CREATE INDEX "tracking_link_fulfillment_idx" ON "tracking_link" USING btree ("store_id","fulfillment_id");--> statement-breakpoint
CREATE INDEX "note_resource_idx" ON "note" USING btree ("store_id","resource_type","resource_id","created_at");--> statement-breakpoint
CREATE INDEX "order_status_idx" ON "order" USING btree ("store_id","status","created_at");--> statement-breakpoint
CREATE INDEX "order_fulfillment_status_idx" ON "order" USING btree ("store_id","fulfillment_status","created_at");--> statement-breakpoint
CREATE INDEX "order_payment_status_idx" ON "order" USING btree ("store_id","payment_status","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_ref_idx" ON "mail_outbox" USING btree ("store_id","ref","created_at");--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_captured_check" CHECK ("payment"."amount_captured" is null or ("payment"."amount_captured" >= 0 and "payment"."amount_captured" <= "payment"."amount" and "payment"."amount_refunded" <= "payment"."amount_captured"));