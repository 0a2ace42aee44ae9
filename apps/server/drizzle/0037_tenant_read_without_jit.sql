-- One-statement tenant reads (storedesk_tenant_read, 0009) run without JIT compilation. A read
-- over many rows (the home page adds up every order of a period) is priced above
-- jit_above_cost, and PostgreSQL then spends seconds compiling it: 7 s of a 7.3 s home page
-- read on 100 000 orders, which runs in 1.5 s without. These reads are short; compiling never
-- pays for itself. PGlite has no JIT, and takes the setting all the same.
ALTER FUNCTION storedesk_tenant_read(text, text, text[]) SET jit = off;
