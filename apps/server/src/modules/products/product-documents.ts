import { productHeadText, productImagesJson, productOptionsJson } from './product.shape.js';
import { variantHeadText, variantOptionsJson, variantPricesJson } from './variant.shape.js';

/**
 * Product documents: each product's columns and own sub-objects (images, options, variants with
 * their option values and prices) kept as ready JSON text in `product_document` and
 * `product_variant_document`, so a product page reads them instead of building them
 * (DESIGN.md, "Cold catalogue reads").
 *
 * The database keeps them fresh, whoever writes and from whichever process:
 * - a statement trigger on every table they are made of notes the products a statement changed
 *   (`product_document_pending`, one row per product and transaction);
 * - at commit, one deferred trigger per transaction rebuilds the documents of all of them in
 *   three statements, so an import of 10 000 products rebuilds each once, in bulk.
 * The rebuild locks each document row first and reads with the snapshot taken after the lock:
 * two transactions changing one product at once both leave a document that has both changes.
 *
 * This file writes the rebuild's SQL from the same builders the live reads use, so a document
 * and a live answer cannot differ; migration 0041 holds the function as this file writes it, and
 * `product-documents.test.ts` fails when they part (a changed builder needs a new migration that
 * replaces the function and rebuilds the documents).
 */

const keys = `unnest(p_store_ids, p_product_ids) AS k(store_id, product_id)`;

/**
 * `CREATE OR REPLACE FUNCTION storedesk_refresh_product_documents(store ids, product ids,
 * stores to count)`: rebuilds the products' documents, and the product counts of the stores
 * whose products themselves changed (`product_count`). Products an import is still staging get
 * their documents like any other (so publishing them costs nothing) but are not counted.
 */
export function refreshFunctionSql(): string {
  return `CREATE OR REPLACE FUNCTION storedesk_refresh_product_documents(p_store_ids text[], p_product_ids text[], p_count_store_ids text[])
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
  SELECT p.store_id, p.id FROM ${keys}
  JOIN product p ON p.store_id = k.store_id AND p.id = k.product_id
  ORDER BY 1, 2
  ON CONFLICT (store_id, product_id) DO UPDATE SET version = d.version + 1;

  UPDATE product_document d SET
    head = ${productHeadText('p')},
    images = (${productImagesJson('p')})::text,
    options = (${productOptionsJson('p', false)})::text,
    options_with_values = (${productOptionsJson('p', true)})::text
  FROM ${keys}, product p
  WHERE d.store_id = k.store_id AND d.product_id = k.product_id
    AND p.store_id = k.store_id AND p.id = k.product_id;

  DELETE FROM product_variant_document vd USING ${keys}
  WHERE vd.store_id = k.store_id AND vd.product_id = k.product_id;

  INSERT INTO product_variant_document (store_id, id, product_id, variant_rank, manage_inventory,
    inventory_quantity, head, options, prices, list_prices)
  SELECT v.store_id, v.id, v.product_id, v.variant_rank, v.manage_inventory, v.inventory_quantity,
    ${variantHeadText('v')},
    (${variantOptionsJson('v')})::text,
    (${variantPricesJson('v')})::text,
    EXISTS (SELECT 1 FROM money_amount lma WHERE lma.store_id = v.store_id
      AND lma.variant_id = v.id AND lma.price_list_id IS NOT NULL)
  FROM ${keys}
  JOIN product_variant v ON v.store_id = k.store_id AND v.product_id = k.product_id
  WHERE v.deleted_at IS NULL;
END
$fn$;`;
}
