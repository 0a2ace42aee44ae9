-- Row-level security on what staff do with orders (0033) and on notes, as on every tenant table.
SELECT storedesk_tenant_table('"fulfillment"');--> statement-breakpoint
SELECT storedesk_tenant_table('"fulfillment_item"');--> statement-breakpoint
SELECT storedesk_tenant_table('"tracking_link"');--> statement-breakpoint
SELECT storedesk_tenant_table('"refund"');--> statement-breakpoint
SELECT storedesk_tenant_table('"order_event"');--> statement-breakpoint
SELECT storedesk_tenant_table('"note"');
