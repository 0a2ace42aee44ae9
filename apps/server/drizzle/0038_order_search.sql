-- `q` on the admin orders list matches part of an order's email or of its customer's name
-- (ILIKE '%…%'). Trigram indexes serve both, but under row-level security PostgreSQL will not
-- use an index for ILIKE (not leakproof), and every search read every order of the store: about
-- 100 ms on 100 000 orders, seconds at ten at once. As storedesk_product_search (0017) does,
-- the search runs as the tables' owner and takes the store only from the transaction's
-- app.store_id, never from an argument, so it answers exactly what row-level security allows;
-- with no store set it answers nothing. The order number stays in the query (an equality on an
-- integer, which row-level security lets use its index).
CREATE INDEX IF NOT EXISTS "order_email_trgm_idx" ON "order" USING gin ("email" gin_trgm_ops);
--> statement-breakpoint
-- A customer's whole name as one text, the expression orders.query.ts (CUSTOMER_NAME) searches.
CREATE INDEX IF NOT EXISTS "customer_name_trgm_idx" ON "customer"
  USING gin ((coalesce("first_name", '') || ' ' || coalesce("last_name", '')) gin_trgm_ops);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION storedesk_order_search(p_like text)
RETURNS TABLE (order_id text)
LANGUAGE sql
STABLE
SECURITY DEFINER
SET search_path = public
AS $fn$
  SELECT o.id FROM "order" o
  WHERE o.store_id = current_setting('app.store_id', true) AND o.email ILIKE p_like
  UNION
  SELECT o.id FROM customer c
  JOIN "order" o ON o.store_id = c.store_id AND o.customer_id = c.id
  WHERE c.store_id = current_setting('app.store_id', true)
    AND (coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')) ILIKE p_like
$fn$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION storedesk_order_search(text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION storedesk_order_search(text) TO storedesk_app;
