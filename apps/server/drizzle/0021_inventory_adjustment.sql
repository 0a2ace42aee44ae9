CREATE TABLE "inventory_adjustment" (
	"store_id" text NOT NULL,
	"id" text NOT NULL,
	"inventory_item_id" text NOT NULL,
	"location_id" text NOT NULL,
	"mode" text NOT NULL,
	"quantity_change" integer NOT NULL,
	"stocked_quantity" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_adjustment_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
ALTER TABLE "inventory_adjustment" ADD CONSTRAINT "inventory_adjustment_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_adjustment" ADD CONSTRAINT "inventory_adjustment_item_fk" FOREIGN KEY ("store_id","inventory_item_id") REFERENCES "public"."inventory_item"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_adjustment" ADD CONSTRAINT "inventory_adjustment_location_fk" FOREIGN KEY ("store_id","location_id") REFERENCES "public"."stock_location"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventory_adjustment_item_idx" ON "inventory_adjustment" USING btree ("store_id","inventory_item_id","created_at");