CREATE TABLE "address" (
	"store_id" text NOT NULL,
	"id" text NOT NULL,
	"customer_id" text,
	"company" text,
	"first_name" text,
	"last_name" text,
	"address_1" text,
	"address_2" text,
	"city" text,
	"country_code" text,
	"province" text,
	"postal_code" text,
	"phone" text,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "address_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
CREATE TABLE "customer" (
	"store_id" text NOT NULL,
	"id" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"phone" text,
	"billing_address_id" text,
	"has_account" boolean DEFAULT false NOT NULL,
	"password_hash" text,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "customer_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
CREATE TABLE "customer_password_token" (
	"store_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"customer_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_password_token_store_id_token_hash_pk" PRIMARY KEY("store_id","token_hash")
);
--> statement-breakpoint
CREATE TABLE "customer_session" (
	"store_id" text NOT NULL,
	"id_hash" text NOT NULL,
	"customer_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_session_store_id_id_hash_pk" PRIMARY KEY("store_id","id_hash")
);
--> statement-breakpoint
ALTER TABLE "address" ADD CONSTRAINT "address_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address" ADD CONSTRAINT "address_country_code_country_iso_2_fk" FOREIGN KEY ("country_code") REFERENCES "public"."country"("iso_2") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address" ADD CONSTRAINT "address_customer_fk" FOREIGN KEY ("store_id","customer_id") REFERENCES "public"."customer"("store_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer" ADD CONSTRAINT "customer_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer" ADD CONSTRAINT "customer_billing_address_fk" FOREIGN KEY ("store_id","billing_address_id") REFERENCES "public"."address"("store_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_password_token" ADD CONSTRAINT "customer_password_token_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_password_token" ADD CONSTRAINT "customer_password_token_customer_fk" FOREIGN KEY ("store_id","customer_id") REFERENCES "public"."customer"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_session" ADD CONSTRAINT "customer_session_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_session" ADD CONSTRAINT "customer_session_customer_fk" FOREIGN KEY ("store_id","customer_id") REFERENCES "public"."customer"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "address_customer_idx" ON "address" USING btree ("store_id","customer_id") WHERE "address"."customer_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_email_live_idx" ON "customer" USING btree ("store_id",lower("email")) WHERE "customer"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "customer_password_token_customer_idx" ON "customer_password_token" USING btree ("store_id","customer_id");--> statement-breakpoint
CREATE INDEX "customer_session_customer_idx" ON "customer_session" USING btree ("store_id","customer_id");--> statement-breakpoint
CREATE INDEX "customer_session_expires_idx" ON "customer_session" USING btree ("expires_at");