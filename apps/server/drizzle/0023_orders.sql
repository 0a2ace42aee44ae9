CREATE TABLE "order" (
	"store_id" text NOT NULL,
	"id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"fulfillment_status" text DEFAULT 'not_fulfilled' NOT NULL,
	"payment_status" text DEFAULT 'not_paid' NOT NULL,
	"display_id" integer NOT NULL,
	"cart_id" text,
	"customer_id" text,
	"email" text NOT NULL,
	"billing_address_id" text,
	"shipping_address_id" text,
	"region_id" text NOT NULL,
	"currency_code" text NOT NULL,
	"tax_rate" real,
	"draft_order_id" text,
	"sales_channel_id" text,
	"no_notification" boolean,
	"idempotency_key" text,
	"external_id" text,
	"metadata" jsonb,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_store_id_id_pk" PRIMARY KEY("store_id","id"),
	CONSTRAINT "order_status_check" CHECK (status in ('pending', 'completed', 'archived', 'canceled', 'requires_action')),
	CONSTRAINT "order_fulfillment_status_check" CHECK (fulfillment_status in ('not_fulfilled', 'partially_fulfilled', 'fulfilled', 'partially_shipped', 'shipped', 'partially_returned', 'returned', 'canceled', 'requires_action')),
	CONSTRAINT "order_payment_status_check" CHECK (payment_status in ('not_paid', 'awaiting', 'captured', 'partially_refunded', 'refunded', 'canceled', 'requires_action'))
);
--> statement-breakpoint
CREATE TABLE "order_display_id" (
	"store_id" text PRIMARY KEY NOT NULL,
	"last_value" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_display_id_positive_check" CHECK ("order_display_id"."last_value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment" (
	"store_id" text NOT NULL,
	"id" text NOT NULL,
	"cart_id" text,
	"order_id" text,
	"swap_id" text,
	"amount" integer NOT NULL,
	"currency_code" text NOT NULL,
	"amount_refunded" integer DEFAULT 0 NOT NULL,
	"provider_id" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"captured_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"idempotency_key" text,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_store_id_id_pk" PRIMARY KEY("store_id","id"),
	CONSTRAINT "payment_amount_check" CHECK ("payment"."amount" >= 0),
	CONSTRAINT "payment_refunded_check" CHECK ("payment"."amount_refunded" >= 0 and "payment"."amount_refunded" <= "payment"."amount")
);
--> statement-breakpoint
ALTER TABLE "order" ADD CONSTRAINT "order_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order" ADD CONSTRAINT "order_currency_code_currency_code_fk" FOREIGN KEY ("currency_code") REFERENCES "public"."currency"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order" ADD CONSTRAINT "order_region_fk" FOREIGN KEY ("store_id","region_id") REFERENCES "public"."region"("store_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_display_id" ADD CONSTRAINT "order_display_id_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_currency_code_currency_code_fk" FOREIGN KEY ("currency_code") REFERENCES "public"."currency"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_order_fk" FOREIGN KEY ("store_id","order_id") REFERENCES "public"."order"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_display_id_idx" ON "order" USING btree ("store_id","display_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_cart_idx" ON "order" USING btree ("store_id","cart_id") WHERE "order"."cart_id" is not null;--> statement-breakpoint
CREATE INDEX "order_customer_idx" ON "order" USING btree ("store_id","customer_id","created_at") WHERE "order"."customer_id" is not null;--> statement-breakpoint
CREATE INDEX "order_email_idx" ON "order" USING btree ("store_id",lower("email"));--> statement-breakpoint
CREATE INDEX "order_created_idx" ON "order" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_cart_idx" ON "payment" USING btree ("store_id","cart_id") WHERE "payment"."cart_id" is not null and "payment"."swap_id" is null;--> statement-breakpoint
CREATE INDEX "payment_order_idx" ON "payment" USING btree ("store_id","order_id") WHERE "payment"."order_id" is not null;