ALTER TABLE "orders" ADD COLUMN "market_since" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_unconfirmed_created_idx" ON "orders" USING btree ("created_at","id") WHERE status = 1;--> statement-breakpoint
CREATE INDEX "orders_market_since_idx" ON "orders" USING btree ("market_since","id") WHERE status = 8;--> statement-breakpoint
-- Since when an order waits on the market (decision 0043): the moment it entered status 8, moved on
-- by each vendor's rejection while it is there (the stuck list counted the latest rejection per order
-- for every market order on each call). Triggers, as the dashboard rollup (decision 0037): no write path can forget it.
CREATE OR REPLACE FUNCTION orders_market_since() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW.market_since := coalesce(NEW.market_since, NEW.updated_at, now());
  ELSIF OLD.status IS DISTINCT FROM 8 THEN
    NEW.market_since := CASE WHEN NEW.updated_at IS DISTINCT FROM OLD.updated_at THEN NEW.updated_at ELSE now() END;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_market_since_insert BEFORE INSERT ON orders FOR EACH ROW WHEN (NEW.status = 8) EXECUTE FUNCTION orders_market_since();
--> statement-breakpoint
CREATE TRIGGER orders_market_since_update BEFORE UPDATE OF status ON orders FOR EACH ROW WHEN (NEW.status = 8 AND OLD.status IS DISTINCT FROM 8) EXECUTE FUNCTION orders_market_since();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_rejections_market_since() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE orders SET market_since = (SELECT max(created_at) FROM order_rejections WHERE order_id = NEW.order_id)
  WHERE id = NEW.order_id AND status = 8;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER order_rejections_market_since AFTER INSERT ON order_rejections FOR EACH ROW EXECUTE FUNCTION order_rejections_market_since();
--> statement-breakpoint
UPDATE orders SET market_since = coalesce((SELECT max(r.created_at) FROM order_rejections r WHERE r.order_id = orders.id), updated_at)
WHERE status = 8;
