-- Row-level security on draft orders (0035), as on every tenant table.
SELECT storedesk_tenant_table('"draft_order"');
