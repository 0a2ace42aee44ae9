-- Shopper privacy (issue 32).
-- * A guest customer and an account may share an email in a store (as v1): carts and orders of
--   shoppers who are not signed in attach to the guest row, never to the account.
-- * Password-reset codes become a selector and a secret with a count of wrong tries per code. Codes
--   mailed before this change have no selector: they are dropped (they lived an hour at most).
-- * Staff API tokens are stored as a keyed hash, unique within the store; the plain SHA-256 of
--   tokens set before stays readable until the token changes.
DELETE FROM "password_reset_token";--> statement-breakpoint
DELETE FROM "customer_password_token";--> statement-breakpoint
DROP INDEX "customer_email_live_idx";--> statement-breakpoint
ALTER TABLE "password_reset_token" ADD COLUMN "selector" text NOT NULL;--> statement-breakpoint
ALTER TABLE "password_reset_token" ADD COLUMN "wrong_tries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "api_token_digest" text;--> statement-breakpoint
ALTER TABLE "customer_password_token" ADD COLUMN "selector" text NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_password_token" ADD COLUMN "wrong_tries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_token_selector_idx" ON "password_reset_token" USING btree ("selector");--> statement-breakpoint
CREATE UNIQUE INDEX "user_api_token_digest_idx" ON "user" USING btree ("store_id","api_token_digest");--> statement-breakpoint
CREATE INDEX "user_api_token_digest_lookup_idx" ON "user" USING btree ("api_token_digest");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_password_token_selector_idx" ON "customer_password_token" USING btree ("store_id","selector");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_email_live_idx" ON "customer" USING btree ("store_id",lower("email"),"has_account") WHERE "customer"."deleted_at" is null;