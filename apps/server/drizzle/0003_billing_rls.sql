-- The billing account is tenant data: a store reads its own through row-level security.
ALTER TABLE "billing_account" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "billing_account"
  USING ("store_id" = current_setting('app.store_id', true))
  WITH CHECK ("store_id" = current_setting('app.store_id', true));
--> statement-breakpoint
-- Sign-up intents, checkout sessions and provider events are platform tables.
REVOKE ALL ON "signup_intent", "payment_event", "local_checkout_session" FROM storedesk_app;
