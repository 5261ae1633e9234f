CREATE TABLE "order_daily_rollup" (
	"day" date NOT NULL,
	"vendor_id" integer DEFAULT 0 NOT NULL,
	"county_id" integer DEFAULT 0 NOT NULL,
	"status_group" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"gmv" bigint DEFAULT 0 NOT NULL,
	"fees" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_daily_rollup_day_vendor_id_county_id_status_group_pk" PRIMARY KEY("day","vendor_id","county_id","status_group"),
	CONSTRAINT "order_daily_rollup_group_check" CHECK (status_group in ('new', 'market', 'active', 'delivered', 'lost'))
);
--> statement-breakpoint
CREATE TABLE "order_daily_totals" (
	"day" date NOT NULL,
	"status_group" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"gmv" bigint DEFAULT 0 NOT NULL,
	"fees" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_daily_totals_day_status_group_pk" PRIMARY KEY("day","status_group")
);
--> statement-breakpoint
CREATE TABLE "refund_daily_rollup" (
	"day" date PRIMARY KEY NOT NULL,
	"refunds" bigint DEFAULT 0 NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- The admin dashboard's rollups (decision 0037), kept by triggers in the transaction that changes an
-- order or a payment: never behind, no nightly batch. The status groups are the dashboard's
-- (packages/domain/src/console/dashboard.ts: DASHBOARD_STATUS_GROUPS); a test checks they agree.
CREATE OR REPLACE FUNCTION order_status_group(s integer) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN s IN (0, 1) THEN 'new' WHEN s = 8 THEN 'market' WHEN s IN (2, 3, 4) THEN 'active' WHEN s = 5 THEN 'delivered' ELSE 'lost' END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_rollup_bump(p_day date, p_vendor integer, p_county integer, p_group text, p_orders integer, p_gmv bigint, p_fees bigint)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_orders = 0 AND p_gmv = 0 AND p_fees = 0 THEN RETURN; END IF;
  INSERT INTO order_daily_rollup AS r (day, vendor_id, county_id, status_group, orders, gmv, fees)
  VALUES (p_day, p_vendor, p_county, p_group, p_orders, p_gmv, p_fees)
  ON CONFLICT (day, vendor_id, county_id, status_group) DO UPDATE
    SET orders = r.orders + excluded.orders, gmv = r.gmv + excluded.gmv, fees = r.fees + excluded.fees;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_totals_bump(p_day date, p_group text, p_orders integer, p_gmv bigint, p_fees bigint)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_orders = 0 AND p_gmv = 0 AND p_fees = 0 THEN RETURN; END IF;
  INSERT INTO order_daily_totals AS r (day, status_group, orders, gmv, fees)
  VALUES (p_day, p_group, p_orders, p_gmv, p_fees)
  ON CONFLICT (day, status_group) DO UPDATE
    SET orders = r.orders + excluded.orders, gmv = r.gmv + excluded.gmv, fees = r.fees + excluded.fees;
END
$$;
--> statement-breakpoint
-- An order counts once under (its Oslo creation day, vendor, county, status group); a sale (not
-- declined or cancelled) adds its total to GMV and its fee. A change moves the order between rows;
-- the two rows are locked in key order, so two moves in opposite directions cannot deadlock.
CREATE OR REPLACE FUNCTION orders_rollup_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  o_day date; o_vendor integer; o_county integer; o_group text; o_gmv bigint; o_fees bigint;
  n_day date; n_vendor integer; n_county integer; n_group text; n_gmv bigint; n_fees bigint;
BEGIN
  IF TG_OP = 'UPDATE' AND old.status = new.status AND old.total = new.total AND old.profit = new.profit
     AND old.vendor_id IS NOT DISTINCT FROM new.vendor_id AND old.delivery_postcode = new.delivery_postcode
     AND old.created_at = new.created_at THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    o_day := (old.created_at AT TIME ZONE 'Europe/Oslo')::date;
    o_vendor := coalesce(old.vendor_id, 0);
    o_county := coalesce((SELECT county_id FROM postcodes WHERE code = old.delivery_postcode), 0);
    o_group := order_status_group(old.status);
    o_gmv := CASE WHEN o_group = 'lost' THEN 0 ELSE old.total END;
    o_fees := CASE WHEN o_group = 'lost' THEN 0 ELSE old.profit END;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    n_day := (new.created_at AT TIME ZONE 'Europe/Oslo')::date;
    n_vendor := coalesce(new.vendor_id, 0);
    n_county := coalesce((SELECT county_id FROM postcodes WHERE code = new.delivery_postcode), 0);
    n_group := order_status_group(new.status);
    n_gmv := CASE WHEN n_group = 'lost' THEN 0 ELSE new.total END;
    n_fees := CASE WHEN n_group = 'lost' THEN 0 ELSE new.profit END;
  END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM order_rollup_bump(n_day, n_vendor, n_county, n_group, 1, n_gmv, n_fees);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM order_rollup_bump(o_day, o_vendor, o_county, o_group, -1, -o_gmv, -o_fees);
  ELSIF (o_day, o_vendor, o_county, o_group) = (n_day, n_vendor, n_county, n_group) THEN
    PERFORM order_rollup_bump(n_day, n_vendor, n_county, n_group, 0, n_gmv - o_gmv, n_fees - o_fees);
  ELSIF (o_day, o_vendor, o_county, o_group) < (n_day, n_vendor, n_county, n_group) THEN
    PERFORM order_rollup_bump(o_day, o_vendor, o_county, o_group, -1, -o_gmv, -o_fees);
    PERFORM order_rollup_bump(n_day, n_vendor, n_county, n_group, 1, n_gmv, n_fees);
  ELSE
    PERFORM order_rollup_bump(n_day, n_vendor, n_county, n_group, 1, n_gmv, n_fees);
    PERFORM order_rollup_bump(o_day, o_vendor, o_county, o_group, -1, -o_gmv, -o_fees);
  END IF;
  -- The day × group totals, after the rollup rows and in their own key order (no deadlock either).
  IF TG_OP = 'INSERT' THEN
    PERFORM order_totals_bump(n_day, n_group, 1, n_gmv, n_fees);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM order_totals_bump(o_day, o_group, -1, -o_gmv, -o_fees);
  ELSIF (o_day, o_group) = (n_day, n_group) THEN
    PERFORM order_totals_bump(n_day, n_group, 0, n_gmv - o_gmv, n_fees - o_fees);
  ELSIF (o_day, o_group) < (n_day, n_group) THEN
    PERFORM order_totals_bump(o_day, o_group, -1, -o_gmv, -o_fees);
    PERFORM order_totals_bump(n_day, n_group, 1, n_gmv, n_fees);
  ELSE
    PERFORM order_totals_bump(n_day, n_group, 1, n_gmv, n_fees);
    PERFORM order_totals_bump(o_day, o_group, -1, -o_gmv, -o_fees);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_rollup AFTER INSERT OR UPDATE OR DELETE ON orders FOR EACH ROW EXECUTE FUNCTION orders_rollup_trigger();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refund_rollup_bump(p_day date, p_amount bigint, p_count integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_amount = 0 AND p_count = 0 THEN RETURN; END IF;
  INSERT INTO refund_daily_rollup AS r (day, refunds, count) VALUES (p_day, p_amount, p_count)
  ON CONFLICT (day) DO UPDATE SET refunds = r.refunds + excluded.refunds, count = r.count + excluded.count;
END
$$;
--> statement-breakpoint
-- A refunded stage counts on the Oslo day it was refunded (payments.updated_at, set by the refund).
CREATE OR REPLACE FUNCTION payments_refund_rollup_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE o_day date; n_day date; o_amount bigint := 0; n_amount bigint := 0;
BEGIN
  IF TG_OP <> 'INSERT' AND old.status = 'refunded' THEN
    o_day := (old.updated_at AT TIME ZONE 'Europe/Oslo')::date; o_amount := old.amount;
  END IF;
  IF TG_OP <> 'DELETE' AND new.status = 'refunded' THEN
    n_day := (new.updated_at AT TIME ZONE 'Europe/Oslo')::date; n_amount := new.amount;
  END IF;
  IF o_day IS NULL AND n_day IS NULL THEN RETURN NULL; END IF;
  IF o_day IS NOT DISTINCT FROM n_day THEN
    PERFORM refund_rollup_bump(n_day, n_amount - o_amount, 0);
  ELSIF o_day IS NULL THEN
    PERFORM refund_rollup_bump(n_day, n_amount, 1);
  ELSIF n_day IS NULL THEN
    PERFORM refund_rollup_bump(o_day, -o_amount, -1);
  ELSIF o_day < n_day THEN
    PERFORM refund_rollup_bump(o_day, -o_amount, -1);
    PERFORM refund_rollup_bump(n_day, n_amount, 1);
  ELSE
    PERFORM refund_rollup_bump(n_day, n_amount, 1);
    PERFORM refund_rollup_bump(o_day, -o_amount, -1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER payments_refund_rollup AFTER INSERT OR UPDATE OR DELETE ON payments FOR EACH ROW EXECUTE FUNCTION payments_refund_rollup_trigger();
--> statement-breakpoint
-- Rebuilds both rollups from the orders and payments (this migration's backfill; bulk loads that
-- disable the triggers call it after). Run it where no order changes meanwhile.
CREATE OR REPLACE FUNCTION rebuild_dashboard_rollups() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM order_daily_rollup;
  INSERT INTO order_daily_rollup (day, vendor_id, county_id, status_group, orders, gmv, fees)
  SELECT (o.created_at AT TIME ZONE 'Europe/Oslo')::date, coalesce(o.vendor_id, 0), coalesce(p.county_id, 0), order_status_group(o.status),
         count(*), sum(CASE WHEN o.status IN (6, 7) THEN 0 ELSE o.total END), sum(CASE WHEN o.status IN (6, 7) THEN 0 ELSE o.profit END)
  FROM orders o LEFT JOIN postcodes p ON p.code = o.delivery_postcode
  GROUP BY 1, 2, 3, 4;
  DELETE FROM order_daily_totals;
  INSERT INTO order_daily_totals (day, status_group, orders, gmv, fees)
  SELECT day, status_group, sum(orders), sum(gmv), sum(fees) FROM order_daily_rollup GROUP BY 1, 2;
  DELETE FROM refund_daily_rollup;
  INSERT INTO refund_daily_rollup (day, refunds, count)
  SELECT (updated_at AT TIME ZONE 'Europe/Oslo')::date, sum(amount), count(*) FROM payments WHERE status = 'refunded' GROUP BY 1;
END
$$;
--> statement-breakpoint
SELECT rebuild_dashboard_rollups();
--> statement-breakpoint
-- The stuck list and the audit viewer: payment stages waiting past a deadline, routes still running, the newest audit entries.
CREATE INDEX IF NOT EXISTS "payments_pending_deadline_idx" ON "payments" ("deadline") WHERE status = 'pending';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "routes_running_idx" ON "routes" ("started_at") WHERE started_at IS NOT NULL AND completed_at IS NULL AND canceled_at IS NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_created_idx" ON "orders" ("created_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_log_created_idx" ON "audit_log" ("created_at");
