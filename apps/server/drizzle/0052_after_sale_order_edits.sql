CREATE TABLE "order_edit" (
	"store_id" text NOT NULL,
	"id" text NOT NULL,
	"order_id" text NOT NULL,
	"internal_note" text,
	"created_by" text NOT NULL,
	"requested_by" text,
	"requested_at" timestamp with time zone,
	"confirmed_by" text,
	"confirmed_at" timestamp with time zone,
	"declined_by" text,
	"declined_reason" text,
	"declined_at" timestamp with time zone,
	"canceled_by" text,
	"canceled_at" timestamp with time zone,
	"payment_collection_id" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_edit_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
CREATE TABLE "order_item_change" (
	"store_id" text NOT NULL,
	"id" text NOT NULL,
	"type" text NOT NULL,
	"order_edit_id" text NOT NULL,
	"original_line_item_id" text,
	"line_item_id" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "order_item_change_store_id_id_pk" PRIMARY KEY("store_id","id"),
	CONSTRAINT "order_item_change_type_check" CHECK (type in ('item_add', 'item_remove', 'item_update'))
);
--> statement-breakpoint
CREATE TABLE "payment_collection" (
	"store_id" text NOT NULL,
	"id" text NOT NULL,
	"type" text DEFAULT 'order_edit' NOT NULL,
	"status" text DEFAULT 'not_paid' NOT NULL,
	"description" text,
	"amount" bigint NOT NULL,
	"authorized_amount" bigint,
	"region_id" text NOT NULL,
	"currency_code" text NOT NULL,
	"metadata" jsonb,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "payment_collection_store_id_id_pk" PRIMARY KEY("store_id","id"),
	CONSTRAINT "payment_collection_amount_check" CHECK ("payment_collection"."amount" > 0),
	CONSTRAINT "payment_collection_status_check" CHECK (status in ('not_paid', 'awaiting', 'authorized', 'partially_authorized', 'canceled')),
	CONSTRAINT "payment_collection_type_check" CHECK ("payment_collection"."type" = 'order_edit')
);
--> statement-breakpoint
ALTER TABLE "line_item" DROP CONSTRAINT "line_item_owner_check";--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "payment_collection_id" text;--> statement-breakpoint
ALTER TABLE "line_item" ADD COLUMN "order_edit_id" text;--> statement-breakpoint
ALTER TABLE "line_item" ADD COLUMN "original_item_id" text;--> statement-breakpoint
ALTER TABLE "payment_session" ADD COLUMN "payment_collection_id" text;--> statement-breakpoint
ALTER TABLE "order_edit" ADD CONSTRAINT "order_edit_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_edit" ADD CONSTRAINT "order_edit_order_fk" FOREIGN KEY ("store_id","order_id") REFERENCES "public"."order"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_edit" ADD CONSTRAINT "order_edit_payment_collection_fk" FOREIGN KEY ("store_id","payment_collection_id") REFERENCES "public"."payment_collection"("store_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_change" ADD CONSTRAINT "order_item_change_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_change" ADD CONSTRAINT "order_item_change_edit_fk" FOREIGN KEY ("store_id","order_edit_id") REFERENCES "public"."order_edit"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_collection" ADD CONSTRAINT "payment_collection_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_edit_idempotency_idx" ON "order_edit" USING btree ("store_id","idempotency_key") WHERE "order_edit"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "order_edit_order_idx" ON "order_edit" USING btree ("store_id","order_id");--> statement-breakpoint
CREATE INDEX "order_edit_created_idx" ON "order_edit" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_edit_active_idx" ON "order_edit" USING btree ("store_id","order_id") WHERE "order_edit"."confirmed_at" is null and "order_edit"."canceled_at" is null and "order_edit"."declined_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "order_item_change_original_idx" ON "order_item_change" USING btree ("store_id","order_edit_id","original_line_item_id") WHERE "order_item_change"."original_line_item_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "order_item_change_idempotency_idx" ON "order_item_change" USING btree ("store_id","order_edit_id","idempotency_key") WHERE "order_item_change"."idempotency_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "order_item_change_line_idx" ON "order_item_change" USING btree ("store_id","order_edit_id","line_item_id") WHERE "order_item_change"."line_item_id" is not null;--> statement-breakpoint
ALTER TABLE "line_item" ADD CONSTRAINT "line_item_order_edit_fk" FOREIGN KEY ("store_id","order_edit_id") REFERENCES "public"."order_edit"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_session" ADD CONSTRAINT "payment_session_collection_fk" FOREIGN KEY ("store_id","payment_collection_id") REFERENCES "public"."payment_collection"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_collection_idx" ON "payment" USING btree ("store_id","payment_collection_id") WHERE "payment"."payment_collection_id" is not null;--> statement-breakpoint
CREATE INDEX "line_item_order_edit_idx" ON "line_item" USING btree ("store_id","order_edit_id") WHERE "line_item"."order_edit_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_session_collection_provider_idx" ON "payment_session" USING btree ("store_id","payment_collection_id","provider_id") WHERE "payment_session"."payment_collection_id" is not null;--> statement-breakpoint
ALTER TABLE "line_item" ADD CONSTRAINT "line_item_owner_check" CHECK ("line_item"."cart_id" is not null or "line_item"."order_id" is not null or "line_item"."swap_id" is not null or "line_item"."claim_order_id" is not null or "line_item"."order_edit_id" is not null);--> statement-breakpoint
SELECT storedesk_tenant_table('payment_collection');--> statement-breakpoint
SELECT storedesk_tenant_table('order_edit');--> statement-breakpoint
SELECT storedesk_tenant_table('order_item_change');
