-- Row-level security on the cart tables (0028), as on every tenant table.
SELECT storedesk_tenant_table('"cart"');
--> statement-breakpoint
SELECT storedesk_tenant_table('"line_item"');
--> statement-breakpoint
SELECT storedesk_tenant_table('"line_item_tax_line"');
--> statement-breakpoint
SELECT storedesk_tenant_table('"shipping_method"');
--> statement-breakpoint
SELECT storedesk_tenant_table('"shipping_method_tax_line"');
--> statement-breakpoint
SELECT storedesk_tenant_table('"payment_session"');
--> statement-breakpoint
SELECT storedesk_tenant_table('"cart_request_key"');
