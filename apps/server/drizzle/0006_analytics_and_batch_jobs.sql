CREATE TABLE "analytics_config" (
	"store_id" text NOT NULL,
	"id" text NOT NULL,
	"user_id" text NOT NULL,
	"anonymize" boolean DEFAULT false NOT NULL,
	"opt_out" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "analytics_config_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
CREATE TABLE "batch_job" (
	"store_id" text NOT NULL,
	"id" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"created_by" text,
	"context" jsonb,
	"dry_run" boolean DEFAULT false NOT NULL,
	"result" jsonb,
	"pre_processed_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"processing_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "batch_job_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
ALTER TABLE "analytics_config" ADD CONSTRAINT "analytics_config_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_job" ADD CONSTRAINT "batch_job_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_config_user_idx" ON "analytics_config" USING btree ("store_id","user_id") WHERE "analytics_config"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "batch_job_store_created_idx" ON "batch_job" USING btree ("store_id","created_at");