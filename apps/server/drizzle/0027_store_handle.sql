-- Every store gets a handle, its name in URLs (src/platform/tenancy/store-base-url.ts): made
-- from the store's name as sign-up makes it (accents dropped, anything else not a letter or
-- digit becomes a hyphen, at most 40 characters), reserved or too-short names get "-shop", and
-- a name two stores share keeps it for the older store while the other adds the end of its id.
--
-- Every pending migration runs in one transaction: earlier ones (0020's backfill) leave checks
-- of the deferred store → default sales channel key queued, and PostgreSQL refuses to ALTER a
-- table with queued trigger events. The checks run now instead (the rows are consistent), and
-- stay immediate for the rest of this transaction.
SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
ALTER TABLE "store" ADD COLUMN "handle" text;--> statement-breakpoint
WITH named AS (
  SELECT id, created_at,
    rtrim(left(ltrim(regexp_replace(
      -- Accents are mapped before lower(), which leaves letters beyond ASCII alone under the C
      -- locale (PGlite).
      lower(translate(replace(replace(replace(name, 'Æ', 'ae'), 'æ', 'ae'), 'ß', 'ss'),
        'àáâãäåāąçćčđďèéêëēěęìíîïīłñńňòóôõöøōřśšťùúûüūůýÿźżžÀÁÂÃÄÅĀĄÇĆČĐĎÈÉÊËĒĚĘÌÍÎÏĪŁÑŃŇÒÓÔÕÖØŌŘŚŠŤÙÚÛÜŪŮÝŸŹŻŽ',
        'aaaaaaaacccddeeeeeeeiiiiilnnnooooooorsstuuuuuuyyzzzaaaaaaaacccddeeeeeeeiiiiilnnnooooooorsstuuuuuuyyzzz')),
      '[^a-z0-9]+', '-', 'g'), '-'), 40), '-') AS slug
  FROM "store"
), fitted AS (
  SELECT id, created_at,
    CASE
      WHEN length(slug) < 2 OR slug IN ('admin', 'api', 'app', 'assets', 'auth', 'docs', 'help', 'mail', 'shop', 'static', 'status', 'store', 'www')
        THEN coalesce(nullif(slug, ''), 'store') || '-shop'
      ELSE slug
    END AS slug
  FROM named
), ranked AS (
  SELECT id, slug, row_number() OVER (PARTITION BY slug ORDER BY created_at, id) AS n FROM fitted
)
UPDATE "store" SET "handle" = CASE WHEN ranked.n = 1 THEN ranked.slug ELSE ranked.slug || '-' || lower(right("store".id, 6)) END
FROM ranked WHERE ranked.id = "store".id;--> statement-breakpoint
ALTER TABLE "store" ALTER COLUMN "handle" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "store" ADD COLUMN "host_name" text;--> statement-breakpoint
ALTER TABLE "store" ADD COLUMN "store_cors" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "store" ADD CONSTRAINT "store_handle_unique" UNIQUE("handle");--> statement-breakpoint
ALTER TABLE "store" ADD CONSTRAINT "store_host_name_unique" UNIQUE("host_name");--> statement-breakpoint
-- Key-less store API requests find their store by handle or host name and every process keeps
-- what it found (store-base-url.ts) while the store's catalogue epoch holds: a change of what
-- decides that lookup tells the other processes on the catalogue channel.
CREATE OR REPLACE FUNCTION storedesk_notify_store_base() RETURNS trigger
LANGUAGE plpgsql
AS $fn$
BEGIN
  PERFORM pg_notify('storedesk_catalog', NEW.id);
  RETURN NULL;
END
$fn$;--> statement-breakpoint
CREATE TRIGGER store_base AFTER UPDATE OF handle, host_name, store_cors, default_sales_channel_id ON "store"
  FOR EACH ROW
  WHEN (OLD.handle IS DISTINCT FROM NEW.handle OR OLD.host_name IS DISTINCT FROM NEW.host_name
    OR OLD.store_cors IS DISTINCT FROM NEW.store_cors
    OR OLD.default_sales_channel_id IS DISTINCT FROM NEW.default_sales_channel_id)
  EXECUTE FUNCTION storedesk_notify_store_base();
