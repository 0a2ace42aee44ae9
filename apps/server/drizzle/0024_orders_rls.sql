-- Row-level security on the orders tables (0023), as on every tenant table.
SELECT storedesk_tenant_table('"order"');
--> statement-breakpoint
SELECT storedesk_tenant_table('"order_display_id"');
--> statement-breakpoint
SELECT storedesk_tenant_table('"payment"');
