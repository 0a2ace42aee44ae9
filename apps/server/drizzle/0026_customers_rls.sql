-- Row-level security on the customer tables (0025), as on every tenant table.
SELECT storedesk_tenant_table('"customer"');
--> statement-breakpoint
SELECT storedesk_tenant_table('"address"');
--> statement-breakpoint
SELECT storedesk_tenant_table('"customer_session"');
--> statement-breakpoint
SELECT storedesk_tenant_table('"customer_password_token"');
