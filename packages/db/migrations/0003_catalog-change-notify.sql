-- The storefront keeps what it serves in memory per API process (apps/api/src/modules/catalog).
-- Every change to what it shows sends NOTIFY vm_catalog (the realtime channel "catalog") when the
-- writing transaction commits, from whichever process or tool wrote it; each API process then drops
-- its cached catalogue. PostgreSQL folds identical notifications of one transaction into one.
CREATE OR REPLACE FUNCTION vm_catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('vm_catalog', '{}');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER vendors_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vendors FOR EACH STATEMENT EXECUTE FUNCTION vm_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER hubs_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON hubs FOR EACH STATEMENT EXECUTE FUNCTION vm_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER delivery_areas_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON delivery_areas FOR EACH STATEMENT EXECUTE FUNCTION vm_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER vendor_coverage_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vendor_coverage FOR EACH STATEMENT EXECUTE FUNCTION vm_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER products_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION vm_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER product_categories_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_categories FOR EACH STATEMENT EXECUTE FUNCTION vm_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER postcodes_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON postcodes FOR EACH STATEMENT EXECUTE FUNCTION vm_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER vendor_products_catalog_changed AFTER INSERT OR DELETE OR TRUNCATE ON vendor_products FOR EACH STATEMENT EXECUTE FUNCTION vm_catalog_changed();
--> statement-breakpoint
-- Orders take stock all day: only a change the storefront shows (price, active, in stock or not) counts.
CREATE TRIGGER vendor_products_catalog_updated AFTER UPDATE ON vendor_products FOR EACH ROW
  WHEN (old.price IS DISTINCT FROM new.price OR old.active IS DISTINCT FROM new.active OR old.product_id IS DISTINCT FROM new.product_id
    OR old.vendor_id IS DISTINCT FROM new.vendor_id OR (old.stock > 0) IS DISTINCT FROM (new.stock > 0))
  EXECUTE FUNCTION vm_catalog_changed();
