-- Row-level security: the second lock on tenant data.
--
-- Tenant requests run as the role storedesk_app with the per-transaction setting app.store_id
-- (see src/platform/db/tx.ts). A query that forgets its store scope therefore sees no rows
-- instead of another store's. Platform code (sign-in, sessions, sign-up) runs as the owning role
-- and reads unscoped on purpose.
DO $$
BEGIN
  CREATE ROLE storedesk_app NOLOGIN;
EXCEPTION
  WHEN duplicate_object OR unique_violation THEN NULL;
END
$$;
--> statement-breakpoint
DO $$
BEGIN
  EXECUTE format('GRANT storedesk_app TO %I', current_user);
EXCEPTION
  WHEN duplicate_object OR invalid_grant_operation THEN NULL;
END
$$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO storedesk_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO storedesk_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO storedesk_app;
--> statement-breakpoint
-- Reference data every store reads.
REVOKE INSERT, UPDATE, DELETE ON "currency" FROM storedesk_app;
--> statement-breakpoint
-- Platform tables are never touched from a tenant transaction.
REVOKE ALL ON "organization", "session", "password_reset_token", "rate_limit" FROM storedesk_app;
--> statement-breakpoint
ALTER TABLE "store" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "store"
  USING ("id" = current_setting('app.store_id', true))
  WITH CHECK ("id" = current_setting('app.store_id', true));
--> statement-breakpoint
ALTER TABLE "store_currency" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "store_currency"
  USING ("store_id" = current_setting('app.store_id', true))
  WITH CHECK ("store_id" = current_setting('app.store_id', true));
--> statement-breakpoint
ALTER TABLE "sales_channel" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "sales_channel"
  USING ("store_id" = current_setting('app.store_id', true))
  WITH CHECK ("store_id" = current_setting('app.store_id', true));
--> statement-breakpoint
ALTER TABLE "user" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "user"
  USING ("store_id" = current_setting('app.store_id', true))
  WITH CHECK ("store_id" = current_setting('app.store_id', true));
--> statement-breakpoint
ALTER TABLE "invite" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "invite"
  USING ("store_id" = current_setting('app.store_id', true))
  WITH CHECK ("store_id" = current_setting('app.store_id', true));
--> statement-breakpoint
ALTER TABLE "publishable_api_key" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "publishable_api_key"
  USING ("store_id" = current_setting('app.store_id', true))
  WITH CHECK ("store_id" = current_setting('app.store_id', true));
--> statement-breakpoint
-- A store names its default sales channel, which must be one of its own.
ALTER TABLE "store" ADD CONSTRAINT "store_default_sales_channel_fk"
  FOREIGN KEY ("id", "default_sales_channel_id") REFERENCES "sales_channel" ("store_id", "id")
  DEFERRABLE INITIALLY DEFERRED;
