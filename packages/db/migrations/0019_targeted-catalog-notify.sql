-- NOTIFY vm_catalog now says whose catalogue changed (decision 50), so that API processes drop only
-- the storefront answers a change touches. Payloads:
--   {"vendors":[3,17]}  these vendors' rows changed (the vendor, its hubs, delivery areas, coverage
--                       or shown offer fields); ids sorted, so PostgreSQL still folds identical
--                       notifications of one transaction into one
--   {}                  everything (catalogue products, categories, postcodes, a TRUNCATE, or more
--                       vendors than fit comfortably in one payload: NOTIFY takes at most 8000 bytes)
-- Statement-level triggers read the changed rows from transition tables; PostgreSQL allows those
-- only on triggers of one event, hence one trigger per event. A statement that changed no row sends
-- nothing. Products, categories and postcodes keep the triggers of 0003 (everything).
CREATE OR REPLACE FUNCTION vm_catalog_vendors_changed(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  sorted integer[];
BEGIN
  SELECT array_agg(DISTINCT i ORDER BY i) INTO sorted FROM unnest(ids) AS i WHERE i IS NOT NULL;
  IF sorted IS NULL THEN
    RETURN;
  ELSIF cardinality(sorted) > 500 THEN
    PERFORM pg_notify('vm_catalog', '{}');
  ELSE
    PERFORM pg_notify('vm_catalog', json_build_object('vendors', sorted)::text);
  END IF;
END
$$;
--> statement-breakpoint
-- vendors (the vendor is the row), hubs, vendor_coverage and vendor_products (vendor_id).
CREATE OR REPLACE FUNCTION vm_catalog_vendor_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_TABLE_NAME = 'vendors' THEN
    IF TG_OP = 'INSERT' THEN SELECT array_agg(id) INTO ids FROM new_rows;
    ELSIF TG_OP = 'DELETE' THEN SELECT array_agg(id) INTO ids FROM old_rows;
    ELSE SELECT array_agg(id) INTO ids FROM (SELECT id FROM new_rows UNION SELECT id FROM old_rows) s;
    END IF;
  ELSE
    IF TG_OP = 'INSERT' THEN SELECT array_agg(vendor_id) INTO ids FROM new_rows;
    ELSIF TG_OP = 'DELETE' THEN SELECT array_agg(vendor_id) INTO ids FROM old_rows;
    ELSE SELECT array_agg(vendor_id) INTO ids FROM (SELECT vendor_id FROM new_rows UNION SELECT vendor_id FROM old_rows) s;
    END IF;
  END IF;
  PERFORM vm_catalog_vendors_changed(ids);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- delivery_areas name their hub; the hub names the vendor (a hub deleted with its areas is reported by the hubs trigger).
CREATE OR REPLACE FUNCTION vm_catalog_areas_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(h.vendor_id) INTO ids FROM hubs h WHERE h.id IN (SELECT hub_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(h.vendor_id) INTO ids FROM hubs h WHERE h.id IN (SELECT hub_id FROM old_rows);
  ELSE
    SELECT array_agg(h.vendor_id) INTO ids FROM hubs h WHERE h.id IN (SELECT hub_id FROM new_rows UNION SELECT hub_id FROM old_rows);
  END IF;
  PERFORM vm_catalog_vendors_changed(ids);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Orders take stock all day: only an offer change the storefront shows (price, active, in stock or not) counts.
CREATE OR REPLACE FUNCTION vm_catalog_offers_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  SELECT array_agg(v) INTO ids FROM (
    SELECT unnest(ARRAY[o.vendor_id, n.vendor_id]) AS v
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE o.price IS DISTINCT FROM n.price OR o.active IS DISTINCT FROM n.active OR o.product_id IS DISTINCT FROM n.product_id
      OR o.vendor_id IS DISTINCT FROM n.vendor_id OR (o.stock > 0) IS DISTINCT FROM (n.stock > 0)
  ) s;
  PERFORM vm_catalog_vendors_changed(ids);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS vendors_catalog_changed ON vendors;
--> statement-breakpoint
DROP TRIGGER IF EXISTS hubs_catalog_changed ON hubs;
--> statement-breakpoint
DROP TRIGGER IF EXISTS delivery_areas_catalog_changed ON delivery_areas;
--> statement-breakpoint
DROP TRIGGER IF EXISTS vendor_coverage_catalog_changed ON vendor_coverage;
--> statement-breakpoint
DROP TRIGGER IF EXISTS vendor_products_catalog_changed ON vendor_products;
--> statement-breakpoint
DROP TRIGGER IF EXISTS vendor_products_catalog_updated ON vendor_products;
--> statement-breakpoint
CREATE TRIGGER vendors_catalog_inserted AFTER INSERT ON vendors REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vm_catalog_vendor_rows_changed();
--> statement-breakpoint
CREATE TRIGGER vendors_catalog_updated AFTER UPDATE ON vendors REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vm_catalog_vendor_rows_changed();
--> statement-breakpoint
CREATE TRIGGER vendors_catalog_deleted AFTER DELETE ON vendors REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION vm_catalog_vendor_rows_changed();
--> statement-breakpoint
CREATE TRIGGER vendors_catalog_truncated AFTER TRUNCATE ON vendors FOR EACH STATEMENT EXECUTE FUNCTION vm_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER hubs_catalog_inserted AFTER INSERT ON hubs REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vm_catalog_vendor_rows_changed();
--> statement-breakpoint
CREATE TRIGGER hubs_catalog_updated AFTER UPDATE ON hubs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vm_catalog_vendor_rows_changed();
--> statement-breakpoint
CREATE TRIGGER hubs_catalog_deleted AFTER DELETE ON hubs REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION vm_catalog_vendor_rows_changed();
--> statement-breakpoint
CREATE TRIGGER hubs_catalog_truncated AFTER TRUNCATE ON hubs FOR EACH STATEMENT EXECUTE FUNCTION vm_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER delivery_areas_catalog_inserted AFTER INSERT ON delivery_areas REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vm_catalog_areas_changed();
--> statement-breakpoint
CREATE TRIGGER delivery_areas_catalog_updated AFTER UPDATE ON delivery_areas REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vm_catalog_areas_changed();
--> statement-breakpoint
CREATE TRIGGER delivery_areas_catalog_deleted AFTER DELETE ON delivery_areas REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION vm_catalog_areas_changed();
--> statement-breakpoint
CREATE TRIGGER delivery_areas_catalog_truncated AFTER TRUNCATE ON delivery_areas FOR EACH STATEMENT EXECUTE FUNCTION vm_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER vendor_coverage_catalog_inserted AFTER INSERT ON vendor_coverage REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vm_catalog_vendor_rows_changed();
--> statement-breakpoint
CREATE TRIGGER vendor_coverage_catalog_updated AFTER UPDATE ON vendor_coverage REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vm_catalog_vendor_rows_changed();
--> statement-breakpoint
CREATE TRIGGER vendor_coverage_catalog_deleted AFTER DELETE ON vendor_coverage REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION vm_catalog_vendor_rows_changed();
--> statement-breakpoint
CREATE TRIGGER vendor_coverage_catalog_truncated AFTER TRUNCATE ON vendor_coverage FOR EACH STATEMENT EXECUTE FUNCTION vm_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER vendor_products_catalog_inserted AFTER INSERT ON vendor_products REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vm_catalog_vendor_rows_changed();
--> statement-breakpoint
CREATE TRIGGER vendor_products_catalog_updated AFTER UPDATE ON vendor_products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vm_catalog_offers_updated();
--> statement-breakpoint
CREATE TRIGGER vendor_products_catalog_deleted AFTER DELETE ON vendor_products REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION vm_catalog_vendor_rows_changed();
--> statement-breakpoint
CREATE TRIGGER vendor_products_catalog_truncated AFTER TRUNCATE ON vendor_products FOR EACH STATEMENT EXECUTE FUNCTION vm_catalog_changed();
