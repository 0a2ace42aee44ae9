-- Row-level security on the adjustment history (0021), as on every tenant table.
SELECT storedesk_tenant_table('"inventory_adjustment"');
