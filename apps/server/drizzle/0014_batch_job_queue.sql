CREATE TABLE "batch_job_chunk" (
	"store_id" text NOT NULL,
	"job_id" text NOT NULL,
	"seq" integer NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batch_job_chunk_store_id_job_id_seq_pk" PRIMARY KEY("store_id","job_id","seq")
);
--> statement-breakpoint
ALTER TABLE "batch_job" ADD COLUMN "run_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "batch_job" ADD COLUMN "locked_by" text;--> statement-breakpoint
ALTER TABLE "batch_job" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "batch_job" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "batch_job_chunk" ADD CONSTRAINT "batch_job_chunk_job_fk" FOREIGN KEY ("store_id","job_id") REFERENCES "public"."batch_job"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batch_job_queue_idx" ON "batch_job" USING btree ("run_after") WHERE "batch_job"."run_after" is not null and "batch_job"."deleted_at" is null;