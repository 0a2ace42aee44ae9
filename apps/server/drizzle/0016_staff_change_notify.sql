-- Staff credentials are cached per process (src/platform/auth/authenticate.ts) while their
-- store's epoch holds. Ending a session or changing or removing a user notifies the channel
-- storedesk_catalog with the store id, so every other process drops that store's cached
-- credentials at once. The catalogue version is not bumped: catalogue answers stay valid.
CREATE OR REPLACE FUNCTION storedesk_notify_staff_change() RETURNS trigger
LANGUAGE plpgsql
AS $fn$
BEGIN
  -- Identical notifications in one transaction are delivered once.
  PERFORM pg_notify('storedesk_catalog', OLD.store_id);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER staff_change AFTER UPDATE OR DELETE ON "session"
  FOR EACH ROW EXECUTE FUNCTION storedesk_notify_staff_change();
--> statement-breakpoint
CREATE TRIGGER staff_change AFTER UPDATE OR DELETE ON "user"
  FOR EACH ROW EXECUTE FUNCTION storedesk_notify_staff_change();
