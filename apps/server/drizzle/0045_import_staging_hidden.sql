-- Imports stage their new products invisibly, in short transactions, and publish them all at
-- once by completing the job (README, "Batch jobs and workers"; see
-- modules/batch-jobs/product-import.ts). A product or inventory item whose import_job_id names
-- a job that is not completed is hidden by row-level security from every tenant transaction:
-- staff, shoppers, exports and the import's own planning. Completing the job is the one short
-- statement that shows them; the trigger below then recounts the store's products and moves
-- its catalogue version, so cached answers drop in this and every other process.
DROP POLICY tenant_isolation ON "product";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "product"
  USING ("store_id" = current_setting('app.store_id', true)
    AND ("import_job_id" IS NULL OR EXISTS (SELECT 1 FROM batch_job j
      WHERE j.store_id = product.store_id AND j.id = product.import_job_id AND j.status = 'completed')))
  WITH CHECK ("store_id" = current_setting('app.store_id', true));
--> statement-breakpoint
DROP POLICY tenant_isolation ON "inventory_item";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "inventory_item"
  USING ("store_id" = current_setting('app.store_id', true)
    AND ("import_job_id" IS NULL OR EXISTS (SELECT 1 FROM batch_job j
      WHERE j.store_id = inventory_item.store_id AND j.id = inventory_item.import_job_id AND j.status = 'completed')))
  WITH CHECK ("store_id" = current_setting('app.store_id', true));
--> statement-breakpoint
-- The product counts leave staged products out (product-documents.ts writes this text).
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
          -- What row-level security shows: not a product an unfinished import is staging.
          AND (p.import_job_id IS NULL OR EXISTS (SELECT 1 FROM batch_job j
            WHERE j.store_id = p.store_id AND j.id = p.import_job_id AND j.status = 'completed'))
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
CREATE OR REPLACE FUNCTION storedesk_import_published() RETURNS trigger
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = public
AS $fn$
BEGIN
  -- The store row first, then its product count: the order every catalogue write takes them in
  -- (the catalogue-version trigger at the write, the count at commit), so none deadlock.
  UPDATE store SET catalog_version = catalog_version + 1 WHERE id = NEW.store_id;
  PERFORM pg_notify('storedesk_catalog', NEW.store_id);
  PERFORM storedesk_refresh_product_documents('{}'::text[], '{}'::text[], ARRAY[NEW.store_id]);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION storedesk_import_published() FROM PUBLIC;
--> statement-breakpoint
CREATE TRIGGER import_published AFTER UPDATE OF status ON "batch_job"
  FOR EACH ROW WHEN (NEW.status = 'completed' AND OLD.status IS DISTINCT FROM 'completed' AND NEW.type = 'product-import')
  EXECUTE FUNCTION storedesk_import_published();
