-- A job created or confirmed in one process wakes the idle runners of every process at once
-- (channel storedesk_jobs, listened to on PostgreSQL by platform/jobs/runner.ts), instead of
-- at their next poll, up to 5 s later: a separate worker takes its share of the queue while the
-- server that took the request is busy.
CREATE OR REPLACE FUNCTION storedesk_job_ready() RETURNS trigger
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = public
AS $fn$
BEGIN
  PERFORM pg_notify('storedesk_jobs', NEW.store_id);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION storedesk_job_ready() FROM PUBLIC;
--> statement-breakpoint
CREATE TRIGGER job_ready AFTER INSERT OR UPDATE OF status ON "batch_job"
  FOR EACH ROW WHEN (NEW.status IN ('created', 'confirmed'))
  EXECUTE FUNCTION storedesk_job_ready();
