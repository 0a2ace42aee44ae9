CREATE TABLE "draft_order" (
	"store_id" text NOT NULL,
	"id" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"display_id" integer NOT NULL,
	"cart_id" text NOT NULL,
	"order_id" text,
	"no_notification_order" boolean,
	"idempotency_key" text,
	"created_by" text,
	"metadata" jsonb,
	"canceled_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"payment_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "draft_order_store_id_id_pk" PRIMARY KEY("store_id","id"),
	CONSTRAINT "draft_order_status_check" CHECK ("draft_order"."status" in ('open', 'completed'))
);
--> statement-breakpoint
ALTER TABLE "order_display_id" ADD COLUMN "draft_last_value" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "draft_order" ADD CONSTRAINT "draft_order_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_order" ADD CONSTRAINT "draft_order_cart_fk" FOREIGN KEY ("store_id","cart_id") REFERENCES "public"."cart"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "draft_order_display_id_idx" ON "draft_order" USING btree ("store_id","display_id");--> statement-breakpoint
CREATE UNIQUE INDEX "draft_order_cart_idx" ON "draft_order" USING btree ("store_id","cart_id");--> statement-breakpoint
CREATE INDEX "draft_order_created_idx" ON "draft_order" USING btree ("store_id","created_at");