-- Row-level security on the mail outbox (0030), as on every tenant table. The sender claims
-- rows across stores as the owning role (platform/outbox/outbox.ts).
SELECT storedesk_tenant_table('"mail_outbox"');
