-- Product documents (tables in 0040; see src/modules/products/product-documents.ts): each
-- product's columns and own sub-objects as ready JSON text, rebuilt by the database in the
-- transaction of every write that changes them, whoever makes it; and each store's product
-- counts (product_count), rebuilt the same way when its products change.
--
-- Staff and shoppers read the documents under row-level security; only the functions below,
-- which run as the tables' owner, write them.
SELECT storedesk_tenant_table('"product_document"');
--> statement-breakpoint
SELECT storedesk_tenant_table('"product_variant_document"');
--> statement-breakpoint
SELECT storedesk_tenant_table('"product_count"');
--> statement-breakpoint
REVOKE INSERT, UPDATE, DELETE ON "product_document", "product_variant_document", "product_count" FROM storedesk_app;
--> statement-breakpoint
-- The products a transaction changed, until its commit rebuilds their documents. A row lives
-- only inside its transaction, so the tables are unlogged: after a crash there is nothing in
-- them to keep.
CREATE UNLOGGED TABLE "product_document_pending" (
  "tx" bigint NOT NULL,
  "store_id" text NOT NULL,
  "product_id" text NOT NULL,
  -- The product row itself changed: its store's product counts are counted again.
  "counts" boolean NOT NULL DEFAULT false,
  PRIMARY KEY ("tx", "store_id", "product_id")
);
--> statement-breakpoint
CREATE UNLOGGED TABLE "product_document_pending_tx" ("tx" bigint PRIMARY KEY);
--> statement-breakpoint
REVOKE ALL ON "product_document_pending", "product_document_pending_tx" FROM storedesk_app;
--> statement-breakpoint
-- Rebuilds the documents of the given products (written by product-documents.ts; a test checks
-- this text against it).
CREATE OR REPLACE FUNCTION storedesk_refresh_product_documents(p_store_ids text[], p_product_ids text[], p_count_store_ids text[])
RETURNS void
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = public
AS $fn$
BEGIN
  -- Counts first (the same lock order everywhere): lock each store's row, then count.
  INSERT INTO product_count AS c (store_id)
  SELECT s.id FROM store s WHERE s.id = ANY(p_count_store_ids)
  ORDER BY 1
  ON CONFLICT (store_id) DO UPDATE SET version = c.version + 1;

  UPDATE product_count c SET live = n.live, published = n.published
  FROM (SELECT s.id AS store_id,
          count(p.id) FILTER (WHERE p.deleted_at IS NULL) AS live,
          count(p.id) FILTER (WHERE p.deleted_at IS NULL AND p.status = 'published') AS published
        FROM store s LEFT JOIN product p ON p.store_id = s.id
        WHERE s.id = ANY(p_count_store_ids) GROUP BY s.id) n
  WHERE c.store_id = n.store_id;

  -- Lock (or create) each document first, in one order; the statements below then read what
  -- every transaction that held the lock before has committed.
  INSERT INTO product_document AS d (store_id, product_id)
  SELECT p.store_id, p.id FROM unnest(p_store_ids, p_product_ids) AS k(store_id, product_id)
  JOIN product p ON p.store_id = k.store_id AND p.id = k.product_id
  ORDER BY 1, 2
  ON CONFLICT (store_id, product_id) DO UPDATE SET version = d.version + 1;

  UPDATE product_document d SET
    head = left(json_build_object('id', p.id, 'created_at', to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'updated_at', to_char(p.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'deleted_at', to_char(p.deleted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'title', p.title, 'subtitle', p.subtitle, 'description', p.description, 'handle', p.handle, 'is_giftcard', p.is_giftcard, 'status', p.status, 'thumbnail', p.thumbnail, 'weight', p.weight, 'length', p.length, 'height', p.height, 'width', p.width, 'hs_code', p.hs_code, 'origin_country', p.origin_country, 'mid_code', p.mid_code, 'material', p.material, 'collection_id', p.collection_id, 'type_id', p.type_id, 'discountable', p.discountable, 'external_id', p.external_id, 'metadata', p.metadata)::text, -1),
    images = (coalesce((SELECT json_agg(json_build_object('id', pi.id, 'created_at', to_char(pi.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'updated_at', to_char(pi.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'deleted_at', null, 'url', pi.url, 'metadata', pi.metadata) ORDER BY pi.rank, pi.id) FROM product_image pi WHERE pi.store_id = p.store_id AND pi.product_id = p.id), '[]'::json))::text,
    options = (coalesce((SELECT json_agg(json_build_object('id', po.id, 'created_at', to_char(po.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'updated_at', to_char(po.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'deleted_at', null, 'title', po.title, 'product_id', po.product_id, 'metadata', po.metadata) ORDER BY po.rank, po.id) FROM product_option po WHERE po.store_id = p.store_id AND po.product_id = p.id), '[]'::json))::text,
    options_with_values = (coalesce((SELECT json_agg(json_build_object('id', po.id, 'created_at', to_char(po.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'updated_at', to_char(po.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'deleted_at', null, 'title', po.title, 'product_id', po.product_id, 'metadata', po.metadata, 'values', coalesce((SELECT json_agg(json_build_object('id', ov.id, 'created_at', to_char(ov.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'updated_at', to_char(ov.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'deleted_at', null, 'value', ov.value, 'option_id', ov.option_id, 'variant_id', ov.variant_id, 'metadata', ov.metadata) ORDER BY ovv.variant_rank, ovv.id) FROM product_option_value ov JOIN product_variant ovv
               ON ovv.store_id = ov.store_id AND ovv.id = ov.variant_id AND ovv.deleted_at IS NULL
             WHERE ov.store_id = po.store_id AND ov.option_id = po.id), '[]'::json)) ORDER BY po.rank, po.id) FROM product_option po WHERE po.store_id = p.store_id AND po.product_id = p.id), '[]'::json))::text
  FROM unnest(p_store_ids, p_product_ids) AS k(store_id, product_id), product p
  WHERE d.store_id = k.store_id AND d.product_id = k.product_id
    AND p.store_id = k.store_id AND p.id = k.product_id;

  DELETE FROM product_variant_document vd USING unnest(p_store_ids, p_product_ids) AS k(store_id, product_id)
  WHERE vd.store_id = k.store_id AND vd.product_id = k.product_id;

  INSERT INTO product_variant_document (store_id, id, product_id, variant_rank, manage_inventory,
    inventory_quantity, head, options, prices, list_prices)
  SELECT v.store_id, v.id, v.product_id, v.variant_rank, v.manage_inventory, v.inventory_quantity,
    left(json_build_object('id', v.id, 'created_at', to_char(v.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'updated_at', to_char(v.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'deleted_at', to_char(v.deleted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'title', v.title, 'product_id', v.product_id, 'sku', v.sku, 'barcode', v.barcode, 'ean', v.ean, 'upc', v.upc, 'variant_rank', v.variant_rank, 'allow_backorder', v.allow_backorder, 'manage_inventory', v.manage_inventory, 'weight', v.weight, 'length', v.length, 'height', v.height, 'width', v.width, 'hs_code', v.hs_code, 'origin_country', v.origin_country, 'mid_code', v.mid_code, 'material', v.material, 'metadata', v.metadata)::text, -1),
    (coalesce((SELECT json_agg(json_build_object('id', vov.id, 'created_at', to_char(vov.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'updated_at', to_char(vov.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'deleted_at', null, 'value', vov.value, 'option_id', vov.option_id, 'variant_id', vov.variant_id, 'metadata', vov.metadata) ORDER BY vo.rank, vo.id) FROM product_option_value vov JOIN product_option vo ON vo.store_id = vov.store_id AND vo.id = vov.option_id
     WHERE vov.store_id = v.store_id AND vov.variant_id = v.id), '[]'::json))::text,
    (coalesce((SELECT json_agg(json_build_object('id', vma.id, 'created_at', to_char(vma.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'updated_at', to_char(vma.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'deleted_at', null, 'currency_code', vma.currency_code, 'amount', vma.amount, 'min_quantity', vma.min_quantity, 'max_quantity', vma.max_quantity, 'price_list_id', vma.price_list_id, 'region_id', vma.region_id, 'price_list', CASE WHEN vpl.id IS NULL THEN NULL ELSE json_build_object('id', vpl.id, 'created_at', to_char(vpl.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'updated_at', to_char(vpl.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'deleted_at', to_char(vpl.deleted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'name', vpl.name, 'description', vpl.description, 'type', vpl.type, 'status', vpl.status, 'starts_at', to_char(vpl.starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'ends_at', to_char(vpl.ends_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) END, 'variant_id', vma.variant_id) ORDER BY vma.price_list_id NULLS FIRST, vma.region_id NULLS FIRST, vma.currency_code, vma.id) FROM money_amount vma LEFT JOIN price_list vpl ON vpl.store_id = vma.store_id AND vpl.id = vma.price_list_id
     WHERE vma.store_id = v.store_id AND vma.variant_id = v.id
       AND (vpl.id IS NULL OR vpl.deleted_at IS NULL)), '[]'::json))::text,
    EXISTS (SELECT 1 FROM money_amount lma WHERE lma.store_id = v.store_id
      AND lma.variant_id = v.id AND lma.price_list_id IS NOT NULL)
  FROM unnest(p_store_ids, p_product_ids) AS k(store_id, product_id)
  JOIN product_variant v ON v.store_id = k.store_id AND v.product_id = k.product_id
  WHERE v.deleted_at IS NULL;
END
$fn$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION storedesk_refresh_product_documents(text[], text[], text[]) FROM PUBLIC;
--> statement-breakpoint
-- After each statement on a table documents are made of: note the products it changed, once per
-- product and transaction, and the transaction itself, whose commit then rebuilds them. A row
-- another row belongs to may already be gone (a cascade); the trigger of its own table noted it.
CREATE OR REPLACE FUNCTION storedesk_product_documents_touched()
RETURNS trigger
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = public
AS $fn$
BEGIN
  IF TG_TABLE_NAME = 'product' THEN
    INSERT INTO product_document_pending AS pending (tx, store_id, product_id, counts)
    SELECT DISTINCT txid_current(), c.store_id, c.id, true FROM changed c
    ON CONFLICT (tx, store_id, product_id) DO UPDATE SET counts = true WHERE NOT pending.counts;
  ELSIF TG_TABLE_NAME IN ('product_variant', 'product_option', 'product_image') THEN
    INSERT INTO product_document_pending (tx, store_id, product_id)
    SELECT DISTINCT txid_current(), c.store_id, c.product_id FROM changed c
    ON CONFLICT DO NOTHING;
  ELSIF TG_TABLE_NAME = 'product_option_value' THEN
    INSERT INTO product_document_pending (tx, store_id, product_id)
    SELECT txid_current(), o.store_id, o.product_id FROM changed c
    JOIN product_option o ON o.store_id = c.store_id AND o.id = c.option_id
    UNION
    SELECT txid_current(), v.store_id, v.product_id FROM changed c
    JOIN product_variant v ON v.store_id = c.store_id AND v.id = c.variant_id
    ON CONFLICT DO NOTHING;
  ELSIF TG_TABLE_NAME = 'money_amount' THEN
    INSERT INTO product_document_pending (tx, store_id, product_id)
    SELECT DISTINCT txid_current(), v.store_id, v.product_id FROM changed c
    JOIN product_variant v ON v.store_id = c.store_id AND v.id = c.variant_id
    ON CONFLICT DO NOTHING;
  ELSE
    RAISE EXCEPTION 'storedesk_product_documents_touched: no rule for table %', TG_TABLE_NAME;
  END IF;
  IF FOUND THEN
    INSERT INTO product_document_pending_tx (tx) VALUES (txid_current()) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION storedesk_product_documents_touched() FROM PUBLIC;
--> statement-breakpoint
-- At commit (deferred), once per transaction: rebuild the documents of every product it changed.
CREATE OR REPLACE FUNCTION storedesk_product_documents_at_commit()
RETURNS trigger
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = public
AS $fn$
DECLARE
  stores text[];
  products text[];
  counted text[];
BEGIN
  WITH done AS (
    DELETE FROM product_document_pending WHERE tx = NEW.tx RETURNING store_id, product_id, counts
  )
  SELECT array_agg(store_id ORDER BY store_id, product_id),
         array_agg(product_id ORDER BY store_id, product_id),
         array_agg(DISTINCT store_id) FILTER (WHERE counts)
  INTO stores, products, counted FROM done;
  DELETE FROM product_document_pending_tx WHERE tx = NEW.tx;
  IF stores IS NOT NULL THEN
    PERFORM storedesk_refresh_product_documents(stores, products, coalesce(counted, '{}'));
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION storedesk_product_documents_at_commit() FROM PUBLIC;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER product_documents_at_commit AFTER INSERT ON "product_document_pending_tx"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION storedesk_product_documents_at_commit();
--> statement-breakpoint
CREATE TRIGGER product_documents_insert AFTER INSERT ON "product"
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION storedesk_product_documents_touched();
--> statement-breakpoint
CREATE TRIGGER product_documents_update AFTER UPDATE ON "product"
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION storedesk_product_documents_touched();
--> statement-breakpoint
CREATE TRIGGER product_documents_delete AFTER DELETE ON "product"
  REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION storedesk_product_documents_touched();
--> statement-breakpoint
CREATE TRIGGER product_documents_insert AFTER INSERT ON "product_variant"
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION storedesk_product_documents_touched();
--> statement-breakpoint
CREATE TRIGGER product_documents_update AFTER UPDATE ON "product_variant"
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION storedesk_product_documents_touched();
--> statement-breakpoint
CREATE TRIGGER product_documents_delete AFTER DELETE ON "product_variant"
  REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION storedesk_product_documents_touched();
--> statement-breakpoint
CREATE TRIGGER product_documents_insert AFTER INSERT ON "product_option"
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION storedesk_product_documents_touched();
--> statement-breakpoint
CREATE TRIGGER product_documents_update AFTER UPDATE ON "product_option"
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION storedesk_product_documents_touched();
--> statement-breakpoint
CREATE TRIGGER product_documents_delete AFTER DELETE ON "product_option"
  REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION storedesk_product_documents_touched();
--> statement-breakpoint
CREATE TRIGGER product_documents_insert AFTER INSERT ON "product_option_value"
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION storedesk_product_documents_touched();
--> statement-breakpoint
CREATE TRIGGER product_documents_update AFTER UPDATE ON "product_option_value"
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION storedesk_product_documents_touched();
--> statement-breakpoint
CREATE TRIGGER product_documents_delete AFTER DELETE ON "product_option_value"
  REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION storedesk_product_documents_touched();
--> statement-breakpoint
CREATE TRIGGER product_documents_insert AFTER INSERT ON "product_image"
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION storedesk_product_documents_touched();
--> statement-breakpoint
CREATE TRIGGER product_documents_update AFTER UPDATE ON "product_image"
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION storedesk_product_documents_touched();
--> statement-breakpoint
CREATE TRIGGER product_documents_delete AFTER DELETE ON "product_image"
  REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION storedesk_product_documents_touched();
--> statement-breakpoint
CREATE TRIGGER product_documents_insert AFTER INSERT ON "money_amount"
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION storedesk_product_documents_touched();
--> statement-breakpoint
CREATE TRIGGER product_documents_update AFTER UPDATE ON "money_amount"
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION storedesk_product_documents_touched();
--> statement-breakpoint
CREATE TRIGGER product_documents_delete AFTER DELETE ON "money_amount"
  REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION storedesk_product_documents_touched();
--> statement-breakpoint
-- Documents of the products there are already.
SELECT storedesk_refresh_product_documents(
  coalesce(array_agg(store_id ORDER BY store_id, id), '{}'),
  coalesce(array_agg(id ORDER BY store_id, id), '{}'),
  coalesce(array_agg(DISTINCT store_id), '{}'))
FROM product;
