-- storedesk_tenant_table(table): row-level security for a tenant table in one call, so that a
-- new area's migration says `SELECT storedesk_tenant_table('"order"');` instead of copying the
-- statements every tenant table has had since 0001. It does exactly what they do:
--   * enables row-level security (not FORCE: the owning role is the platform's unscoped path,
--     sign-in, provisioning and the SECURITY DEFINER reads, as for every table so far);
--   * the policy tenant_isolation: a row is visible to, and may only be written by, a tenant
--     transaction whose app.store_id is the row's store (src/platform/db/tx.ts sets it);
--   * the grants of the tenant role storedesk_app (0001 also sets them as default privileges).
-- Calling it again replaces the policy with the same one, so it is safe in any later migration.
-- `store_column` names the column holding the store id (only "store" itself uses "id").
-- Tested in src/platform/db/tenant-table.test.ts against an existing tenant table.
CREATE OR REPLACE FUNCTION storedesk_tenant_table(p_table regclass, p_store_column name DEFAULT 'store_id')
RETURNS void
LANGUAGE plpgsql
AS $fn$
BEGIN
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', p_table);
  EXECUTE format('DROP POLICY IF EXISTS tenant_isolation ON %s', p_table);
  EXECUTE format(
    'CREATE POLICY tenant_isolation ON %s USING (%I = current_setting(''app.store_id'', true)) WITH CHECK (%I = current_setting(''app.store_id'', true))',
    p_table, p_store_column, p_store_column);
  EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %s TO storedesk_app', p_table);
END
$fn$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION storedesk_tenant_table(regclass, name) FROM PUBLIC;
